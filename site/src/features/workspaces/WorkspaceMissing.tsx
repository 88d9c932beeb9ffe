// A /app/w/{slug}/… page whose workspace the person is not in (or that does not exist): said plainly, with the
// way back to their own dashboard.
// Its words here, not in workspaces-copy.ts: the dashboard carries this page, not the switcher's and settings' words.
import { localized } from '@contracts/words'

const t = localized('workspaceMissing', {
  title: 'Workspace not found',
  body: 'This workspace does not exist or you are not one of its members.',
  back: 'Back to your dashboard',
})

export function WorkspaceMissing() {
  return (
    <section aria-labelledby="workspace-missing" className="mx-auto grid max-w-xl gap-3 py-12 text-center">
      <h1 id="workspace-missing" className="text-2xl font-bold">
        {t.title}
      </h1>
      <p className="text-muted-foreground">{t.body}</p>
      <a href="/app/dashboard" className="text-primary hover:underline">
        {t.back}
      </a>
    </section>
  )
}
