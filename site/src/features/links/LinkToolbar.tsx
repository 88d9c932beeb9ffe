// Search box ('Search links'), status filter (All Links, Active, Inactive) and sort selector (spec §2, §9).
// On phones they hide behind a 'Search and filters' button (open while a search or filter is set), so the
// first link shows without scrolling; from the sm breakpoint on they are always shown.
import { useId, useState } from 'react'
import { sortOptions, statusFilters } from '@contracts/constants'
import { dashboardCopy } from './dashboard-copy'
import { ChevronDownIcon, SearchIcon } from '../../components/icons'
import { Button } from '../../components/ui/button'
import { cn } from '../../lib/class-names'
import { Input } from '../../components/ui/input'
import { LazySelect } from '../../components/ui/lazy-select'
import { isFiltered, type LinkView } from './link-view'
import { TagFilter } from '../tags'

const t = dashboardCopy.toolbar

export interface LinkToolbarProps {
  view: LinkView
  onChange: (view: LinkView) => void
}

export function LinkToolbar({ view, onChange }: LinkToolbarProps) {
  const [open, setOpen] = useState(() => isFiltered(view))
  const id = useId()
  return (
    <div className="grid gap-3">
      <Button variant="outline" className="justify-between sm:hidden" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <span className="inline-flex items-center gap-2">
          <SearchIcon /> {t.toggle}
        </span>
        <ChevronDownIcon className={cn('transition-transform', open && 'rotate-180')} />
      </Button>
      <div id={id} role="search" className={cn('flex-col gap-3 sm:flex sm:flex-row sm:items-center', open ? 'flex' : 'hidden')}>
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-muted-foreground" />
          <Input
            type="search"
            aria-label={t.search}
            placeholder={t.search}
            value={view.query}
            onChange={(e) => onChange({ ...view, query: e.target.value })}
            className="ps-9"
          />
        </div>
        <OptionSelect
          label={t.status}
          className="sm:w-40"
          value={view.status}
          options={statusFilters}
          names={t.statuses}
          onChange={(status) => onChange({ ...view, status })}
        />
        <TagFilter value={view.tag} onChange={(tag) => onChange({ ...view, tag })} />
        <OptionSelect
          label={t.sort}
          className="sm:w-44"
          value={view.sort}
          options={sortOptions}
          names={t.sorts}
          onChange={(sort) => onChange({ ...view, sort })}
        />
      </div>
    </div>
  )
}

/** A labelled select over a fixed list of options, each shown by its name. */
function OptionSelect<K extends string>(props: {
  label: string
  className: string
  value: K
  options: readonly K[]
  names: Record<K, string>
  onChange: (value: K) => void
}) {
  return (
    <LazySelect
      label={props.label}
      className={props.className}
      value={props.value}
      options={props.options.map((option) => ({ value: option, label: props.names[option] }))}
      onValueChange={(value) => props.onChange(value as K)}
    />
  )
}
