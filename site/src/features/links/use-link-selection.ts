// Row selection for bulk actions (docs/decisions/0048, 0049): chosen rows, or "all matching" — every link the
// server lists for the current search, status and tag, loaded or not, which the server selects again by the
// same filter. A change of the view clears the selection, so an action never reaches rows the user no
// longer sees. A Shift-click sets every row from the last one clicked to this one as this one is set; the
// page's box sets every loaded row.
import { useCallback, useMemo, useRef, useState } from 'react'
import type { LinkDto } from '@contracts'
import type { BulkSelection } from './bulk-api'
import { filterOf, filterParamsOf, type LinkView } from './link-view'

interface Selection {
  ids: ReadonlySet<number>
  allMatching: boolean
  /** The view the selection was made in. */
  viewKey: string
}

/** `view`: the view the server listed; `loaded`: its rows shown; `total`: how many links match it. */
export function useLinkSelection(view: LinkView, loaded: readonly LinkDto[], total: number) {
  const viewKey = JSON.stringify(filterOf(view))
  const [state, setState] = useState<Selection>({ ids: new Set(), allMatching: false, viewKey })
  const current = state.viewKey === viewKey ? state : { ids: new Set<number>(), allMatching: false, viewKey }
  const { ids, allMatching } = current

  /** The row clicked last without Shift: where a Shift-click's range starts. */
  const anchor = useRef<number | null>(null)
  const onSelect = useCallback(
    (link: LinkDto, selected: boolean, range = false) => {
      const from = range && anchor.current !== null ? loaded.findIndex((l) => l.id === anchor.current) : -1
      const to = loaded.findIndex((l) => l.id === link.id)
      const changed = from >= 0 && to >= 0 ? loaded.slice(Math.min(from, to), Math.max(from, to) + 1) : [link]
      if (!range || from < 0) anchor.current = link.id
      setState((s) => {
        const base = s.viewKey === viewKey ? s : { ids: new Set<number>(), allMatching: false, viewKey }
        // Unticking one row of "all matching" keeps the rows loaded, less that one.
        const next = new Set(base.allMatching ? loaded.map((l) => l.id) : base.ids)
        for (const l of changed) {
          if (selected) next.add(l.id)
          else next.delete(l.id)
        }
        return { ids: next, allMatching: false, viewKey }
      })
    },
    [viewKey, loaded],
  )
  /** Ticks (or unticks) every loaded row. */
  const selectPage = useCallback(
    (selected: boolean) => setState({ ids: new Set(selected ? loaded.map((l) => l.id) : []), allMatching: false, viewKey }),
    [viewKey, loaded],
  )
  const isSelected = useCallback((id: number) => allMatching || ids.has(id), [allMatching, ids])
  const clear = useCallback(() => setState({ ids: new Set(), allMatching: false, viewKey }), [viewKey])
  const selectAllMatching = useCallback(() => setState({ ids: new Set(), allMatching: true, viewKey }), [viewKey])
  // Rows that left the list (deleted, or no longer matching after a reload) are no longer selected.
  const selectedIds = useMemo(() => loaded.filter((l) => ids.has(l.id)).map((l) => l.id), [ids, loaded])

  return {
    count: allMatching ? total : selectedIds.length,
    /** Every loaded row is selected (and there is one). */
    pageSelected: allMatching || (loaded.length > 0 && selectedIds.length === loaded.length),
    selectPage,
    allMatching,
    isSelected,
    onSelect,
    clear,
    selectAllMatching,
    /** What the server changes or exports: the filter for "all matching" (rows not loaded count too), else the ids. */
    selection: (): BulkSelection => (allMatching ? { matching: filterOf(view) } : { ids: selectedIds }),
    /** The export's query for the same choice: the filter (none: every link), or `ids=1,2`. */
    exportQuery: () => (allMatching ? filterParamsOf(filterOf(view)).toString() : `ids=${selectedIds.join(',')}`),
  }
}
