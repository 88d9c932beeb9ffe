// A settings section whose body is a chunk of its own (Domains, Webhooks): its frame (a titled card with an
// anchor) shows at once; the body renders, in Suspense, once the section comes near the screen and `ready`
// (the workspace is known), so the page's first load does not carry it. `body` gets the heading, where focus
// goes when the control that had it is gone (a removed item's button).
import { Suspense, useRef, type ReactNode } from 'react'
import { useNearScreen } from '../../lib/use-near-screen'
import { Card } from './card'
import { Spinner } from './spinner'

export interface LazySectionProps {
  /** The section's anchor; its heading's id is `${id}-title`. */
  id: string
  title: string
  description: string
  /** The spinner's accessible name while the body loads. */
  loadingLabel: string
  ready: boolean
  body: (heading: () => HTMLElement | null) => ReactNode
}

export function LazySection({ id, title, description, loadingLabel, ready, body }: LazySectionProps) {
  const section = useRef<HTMLElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const near = useNearScreen(section)
  const loading = <Spinner label={loadingLabel} />
  return (
    <section ref={section} id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20">
      <Card className="p-6">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
        <div className="mt-4">
          {ready && near ? (
            <Suspense fallback={loading}>{body(() => heading.current)}</Suspense>
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
