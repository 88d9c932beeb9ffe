// The Radix part of a lazily loaded select (lazy-select.tsx): mounted open on the action that loaded it.
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select'
import type { LazySelectProps } from './lazy-select'

export default function SelectPanel({ label, className, value, options, onValueChange }: LazySelectProps) {
  return (
    <Select defaultOpen value={value} onValueChange={onValueChange}>
      <SelectTrigger aria-label={label} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
