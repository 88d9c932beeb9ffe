// Row selection for bulk actions (docs/decisions/0048): chosen ids, or "all matching" — every link the
// current search, status and tag show, which the server selects again by the same filter. A change of
// the view clears the selection, so an action never reaches rows the user no longer sees.
import { useCallback, useMemo, useState } from 'react'
import type { LinkDto } from '@contracts'
import type { BulkSelection } from './bulk-api'
import { isFiltered, type LinkView } from './filter-links'

interface Selection {
  ids: ReadonlySet<number>
  allMatching: boolean
  /** The view the selection was made in. */
  viewKey: string
}

/** The server's filter for a view: what "all matching" means there. */
function filterOf(view: LinkView) {
  return { q: view.query.trim() || undefined, status: view.status === 'all' ? undefined : view.status, tag: view.tag || undefined }
}

export function useLinkSelection(view: LinkView, visible: readonly LinkDto[]) {
  const viewKey = JSON.stringify(filterOf(view))
  const [state, setState] = useState<Selection>({ ids: new Set(), allMatching: false, viewKey })
  const current = state.viewKey === viewKey ? state : { ids: new Set<number>(), allMatching: false, viewKey }
  const { ids, allMatching } = current

  const onSelect = useCallback(
    (link: LinkDto, selected: boolean) =>
      setState((s) => {
        const base = s.viewKey === viewKey ? s : { ids: new Set<number>(), allMatching: false, viewKey }
        const next = new Set(base.allMatching ? visible.map((l) => l.id) : base.ids)
        if (selected) next.add(link.id)
        else next.delete(link.id)
        return { ids: next, allMatching: false, viewKey }
      }),
    [viewKey, visible],
  )
  const isSelected = useCallback((id: number) => allMatching || ids.has(id), [allMatching, ids])
  const clear = useCallback(() => setState({ ids: new Set(), allMatching: false, viewKey }), [viewKey])
  const selectAllMatching = useCallback(() => setState({ ids: new Set(), allMatching: true, viewKey }), [viewKey])
  const selectedIds = useMemo(() => (allMatching ? visible.map((l) => l.id) : visible.filter((l) => ids.has(l.id)).map((l) => l.id)), [allMatching, ids, visible])

  return {
    count: selectedIds.length,
    allMatching,
    isSelected,
    onSelect,
    clear,
    selectAllMatching,
    /** Undefined: every link (all matching an empty filter), so no id list goes into the address. */
    exportIds: () => (allMatching && !isFiltered(view) ? undefined : selectedIds),
    selection: (): BulkSelection => (allMatching ? { matching: filterOf(view) } : { ids: selectedIds }),
  }
}
