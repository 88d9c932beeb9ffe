// The signed-in person's workspaces, shared by the header's switcher, the dashboard (which controls a role may
// use) and the workspace settings page. The page's account answer carries them (the dashboard's first view,
// GET /api/app/me elsewhere): no request of their own unless that answer fails, or after a change.
import { useStore } from '@nanostores/react'
import { atom } from 'nanostores'
import { useEffect } from 'react'
import type { WorkspaceDto, WorkspaceRole } from '@contracts/workspace-schemas'
import { currentWorkspaceSlug } from '../../lib/workspace-address'
import { $account } from '../auth'
import { fetchWorkspaces } from './workspaces-api'

export type WorkspacesState = { status: 'idle' | 'loading' | 'failed'; list: WorkspaceDto[] } | { status: 'ready'; list: WorkspaceDto[] }

export const $workspaces = atom<WorkspacesState>({ status: 'idle', list: [] })

function fetchList(): Promise<void> {
  $workspaces.set({ status: 'loading', list: $workspaces.get().list })
  return fetchWorkspaces().then(
    (list) => $workspaces.set({ status: 'ready', list }),
    () => $workspaces.set({ status: 'failed', list: [] }),
  )
}

/**
 * The list from the page's account answer when it comes; fetched only when that answer failed. `again`
 * fetches it anew (after a change).
 */
export function loadWorkspaces(again = false): Promise<void> {
  const state = $workspaces.get()
  if (again || state.status === 'failed') return fetchList()
  if (state.status !== 'idle') return Promise.resolve()
  $workspaces.set({ status: 'loading', list: [] })
  return new Promise((done) => {
    const stop = $account.subscribe((account) => {
      if (!account) return
      queueMicrotask(() => stop())
      // a person always has a personal workspace: an empty list is an account answer that failed
      if (account.workspaces.length > 0) done($workspaces.set({ status: 'ready', list: account.workspaces }))
      else void fetchList().then(done)
    })
  })
}

/** The person's workspaces (personal first) for a page that offers a choice of them, loaded as above. */
export function useWorkspaceList(): WorkspacesState {
  const state = useStore($workspaces)
  useEffect(() => void loadWorkspaces(), [])
  return state
}

/** The workspace a page is in: `slug`'s team workspace, or the personal one for null. */
export function workspaceIn(list: WorkspaceDto[], slug: string | null): WorkspaceDto | undefined {
  return slug === null ? list.find((w) => w.personal) : list.find((w) => w.slug === slug && !w.personal)
}

export type CurrentWorkspace =
  | { status: 'loading' }
  | { status: 'missing'; slug: string }
  | { status: 'ready'; slug: string | null; workspace: WorkspaceDto | null; role: WorkspaceRole }

/**
 * The workspace this page acts in and the person's role there. The personal workspace is the person's own
 * (owner) before the list arrives, so the personal dashboard never waits for it.
 */
export function useCurrentWorkspace(): CurrentWorkspace {
  const state = useStore($workspaces)
  const slug = currentWorkspaceSlug()
  useEffect(() => void loadWorkspaces(), [])
  const found = workspaceIn(state.list, slug)
  if (slug === null) return { status: 'ready', slug, workspace: found ?? null, role: 'owner' }
  if (found) return { status: 'ready', slug, workspace: found, role: found.role }
  if (state.status === 'ready' || state.status === 'failed') return { status: 'missing', slug }
  return { status: 'loading' }
}

/** What a role may do in the site (the API decides anyway; decision 0081's table). */
export const roleMay = {
  editLinks: (role: WorkspaceRole) => role !== 'viewer',
  /** Every link of the workspace, not only those the person made: an owner or admin, or a member where the workspace lets members edit all. */
  editEveryLink: (role: WorkspaceRole, membersEditAll: boolean) => role === 'owner' || role === 'admin' || (role === 'member' && membersEditAll),
  manage: (role: WorkspaceRole) => role === 'owner' || role === 'admin',
  own: (role: WorkspaceRole) => role === 'owner',
}
