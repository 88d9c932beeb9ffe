// One titled section of the settings page: a card whose heading names it for screen readers and whose id
// is the page anchor (/app/settings#profile).
import type { ReactNode } from 'react'
import { Card } from '../../components/ui/card'

export function SettingsSection({ id, title, description, children }: { id: string; title: string; description?: string; children?: ReactNode }) {
  const headingId = `${id}-title`
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-20">
      <Card className="p-6">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
        <div className="mt-4">{children}</div>
      </Card>
    </section>
  )
}
