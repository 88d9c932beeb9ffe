// The Domains section of a workspace's settings: its frame (a titled card, anchor #domains) shows at once; its
// body (DomainsPanel.tsx: the list, the forms, the DNS records) loads as a chunk of its own when the section
// comes near the screen, so the settings pages' first load does not carry it and no other page ever does.
// `slug` undefined: the workspace is not known yet.
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react'
import { Card } from '../../components/ui/card'
import { Spinner } from '../../components/ui/spinner'
import { domainsFrameCopy } from './domains-frame-copy'

const t = domainsFrameCopy
const DomainsPanel = lazy(() => import('./DomainsPanel'))

/** Whether the element has come within a screen's height of the viewport (at once without IntersectionObserver). */
function useNearScreen(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const el = element.current
    if (near || !el) return
    if (typeof IntersectionObserver === 'undefined') return setNear(true)
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '100% 0px' })
    observer.observe(el)
    return () => observer.disconnect()
  }, [element, near])
  return near
}

export interface DomainsSectionProps {
  slug: string | undefined
  /** An owner or admin of the workspace: adds, verifies, changes and removes its domains. */
  canManage: boolean
  /** The personal workspace (the account's settings) or a team's (its settings page): only the words differ. */
  personal: boolean
}

export function DomainsSection({ slug, canManage, personal }: DomainsSectionProps) {
  const section = useRef<HTMLElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const near = useNearScreen(section)
  const loading = <Spinner label={t.loading} />
  return (
    <section ref={section} id="domains" aria-labelledby="domains-title" className="scroll-mt-20">
      <Card className="p-6">
        <h2 id="domains-title" ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {t.title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{personal ? t.description.personal : t.description.team}</p>
        <div className="mt-4">
          {slug && near ? (
            <Suspense fallback={loading}>
              <DomainsPanel slug={slug} canManage={canManage} fallbackFocus={() => heading.current} />
            </Suspense>
          ) : near ? (
            loading
          ) : (
            // far from the screen: a still placeholder of the spinner's height (a spinner would spin unseen)
            <div className="h-6" />
          )}
        </div>
      </Card>
    </section>
  )
}
