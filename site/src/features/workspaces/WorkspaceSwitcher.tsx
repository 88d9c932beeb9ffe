// The signed-in header's workspace switcher (on /app pages): the workspace this page is in, a menu of the
// personal workspace and every team one with the person's role there, "Create team workspace" (a dialog
// loaded when first opened) and, in a team workspace, its settings. Switching loads the same page in the
// other workspace's address. The button keeps one width from the first paint, so nothing shifts when the
// list arrives.
import { lazy, useState } from 'react'
import { useStore } from '@nanostores/react'
import { LazyMenu, type MenuEntry } from '../../components/ui/lazy-menu'
import { LazyDialog } from '../../components/ui/lazy-dialog'
import { navigate } from '../../lib/navigation'
import { appPathIn, currentWorkspaceSlug } from '../../lib/workspace-address'
import { $workspaces, useCurrentWorkspace } from './workspaces-store'
import { roleNames, workspacesCopy } from './workspaces-copy'

const t = workspacesCopy.switcher
const CreateWorkspaceForm = lazy(() => import('./CreateWorkspaceForm'))

/** The page this one is in another workspace: dashboard, analytics and a link's page keep their kind. */
function samePageIn(slug: string | null): string {
  const here = currentWorkspaceSlug()
  const path = here ? window.location.pathname.replace(`/app/w/${here}/`, '/app/') : window.location.pathname
  const kind = /^\/app\/analytics\/?$/.test(path) ? '/app/analytics' : '/app/dashboard'
  return appPathIn(slug, kind)
}

export function WorkspaceSwitcher() {
  const current = useCurrentWorkspace()
  const { list } = useStore($workspaces)
  const [creating, setCreating] = useState(false)
  const name =
    current.status === 'ready'
      ? current.workspace && !current.workspace.personal
        ? current.workspace.name
        : t.personal
      : current.status === 'missing'
        ? current.slug
        : ''
  const entries: MenuEntry[] = [
    { kind: 'label', label: t.label },
    ...list.map(
      (w): MenuEntry => ({
        kind: 'item',
        label: (
          <span className="flex w-full items-center justify-between gap-3">
            <span className="truncate">{w.personal ? t.personal : w.name}</span>
            <span className="text-xs text-muted-foreground">{roleNames[w.role]}</span>
          </span>
        ),
        onSelect: () => navigate(samePageIn(w.personal ? null : w.slug)),
      }),
    ),
    { kind: 'separator' },
    ...(current.status === 'ready' && current.slug
      ? [{ kind: 'item', label: t.settings, onSelect: () => navigate(appPathIn(current.slug, '/app/settings')) } as const]
      : []),
    { kind: 'item', label: t.create, onSelect: () => setCreating(true) },
  ]
  return (
    <>
      <LazyMenu
        align="start"
        entries={entries}
        trigger={
          <button
            type="button"
            aria-label={name ? t.current(name) : t.loading}
            className="flex h-10 w-28 items-center justify-between gap-1 rounded-md border border-border px-2 text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:w-44"
          >
            <span className="truncate">{name}</span>
            <span aria-hidden="true" className="text-muted-foreground">
              ▾
            </span>
          </button>
        }
      />
      <LazyDialog
        open={creating}
        onOpenChange={setCreating}
        title={workspacesCopy.create.title}
        description={workspacesCopy.create.description}
        placeholderHeight="h-72"
      >
        <CreateWorkspaceForm onCancel={() => setCreating(false)} />
      </LazyDialog>
    </>
  )
}
