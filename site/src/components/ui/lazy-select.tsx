// A select whose Radix code loads when it is first opened (the dashboard toolbar's filters and sort): until
// then it is a stand-in with the trigger's look, role and name, showing the chosen option, so the
// dashboard's first load carries neither Radix's Select nor its positioning code. Hovering or focusing it
// starts loading early; a click, Enter, Space or an arrow key opens the real one as soon as it has loaded.
import { lazy, Suspense, useState, type KeyboardEvent } from 'react'
import { ChevronDownIcon } from '../icons'
import { cn } from '../../lib/class-names'
import { SELECT_TRIGGER_CLASSES } from './select-look'

const loadPanel = () => import('./select-panel')
const SelectPanel = lazy(loadPanel)

export interface SelectOption {
  value: string
  label: string
}

export interface LazySelectProps {
  label: string
  className?: string
  value: string
  options: SelectOption[]
  onValueChange: (value: string) => void
}

export function LazySelect(props: LazySelectProps) {
  const [opened, setOpened] = useState(false)
  const standIn = (
    <button
      type="button"
      role="combobox"
      aria-label={props.label}
      aria-expanded={false}
      aria-autocomplete="none"
      data-slot="select-trigger"
      className={cn(...SELECT_TRIGGER_CLASSES, props.className)}
      onPointerEnter={() => void loadPanel()}
      onFocus={() => void loadPanel()}
      onClick={() => setOpened(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
        event.preventDefault()
        setOpened(true)
      }}
    >
      <span style={{ pointerEvents: 'none' }}>{props.options.find((o) => o.value === props.value)?.label}</span>
      <ChevronDownIcon className="opacity-60" aria-hidden="true" />
    </button>
  )
  if (!opened) return standIn
  return (
    <Suspense fallback={standIn}>
      <SelectPanel {...props} />
    </Suspense>
  )
}
