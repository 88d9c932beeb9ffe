// The Webhooks section of a workspace's settings, for its owners and admins (the page shows it to no one
// else; the API refuses the others anyway): its frame (anchor #webhooks) shows at once; its body
// (WebhooksPanel.tsx: the endpoints, the form, the delivery logs) loads as a chunk of its own when the section
// comes near the screen, so the settings page's first load does not carry it.
import { lazy } from 'react'
import { LazySection } from '../../components/ui/lazy-section'
import { webhooksFrameCopy } from './webhooks-frame-copy'

const t = webhooksFrameCopy
const WebhooksPanel = lazy(() => import('./WebhooksPanel'))

export function WebhooksSection({ slug }: { slug: string }) {
  return (
    <LazySection
      id="webhooks"
      title={t.title}
      description={t.description}
      loadingLabel={t.loading}
      ready
      body={(heading) => <WebhooksPanel slug={slug} fallbackFocus={heading} />}
    />
  )
}
