// The toolbar's tag filter beside the status filter (docs/decisions/0046): the caller's tags from
// GET /api/tags; "All tags" clears it. Shown once there are tags (or one is chosen in the address).
import { useStore } from '@nanostores/react'
import { LazySelect } from '../../components/ui/lazy-select'
import { $tags } from './tags-store'
import { tagsCopy as t } from './tags-copy'

/** Radix's Select has no empty value: this one (no tag starts with _) stands for "no tag filter". */
const ALL = '__all__'

export function TagFilter({ value, onChange }: { value: string; onChange(tag: string): void }) {
  const tags = useStore($tags)
  if (tags.length === 0 && !value) return null
  const names = tags.some((tag) => tag.name === value) || !value ? tags.map((tag) => tag.name) : [value, ...tags.map((tag) => tag.name)]
  return (
    <LazySelect
      label={t.tagFilter}
      className="sm:w-40"
      value={value || ALL}
      options={[{ value: ALL, label: t.allTags }, ...names.map((name) => ({ value: name, label: name }))]}
      onValueChange={(v) => onChange(v === ALL ? '' : v)}
    />
  )
}
