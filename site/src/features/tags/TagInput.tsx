// A simple, accessible tag input (docs/decisions/0046): a text box where Enter or a comma adds the typed
// tag, and each tag a chip with its own labelled remove button. Tags are shown as they will be stored.
import { useId, useState, type KeyboardEvent } from 'react'
import { normaliseTag } from '@contracts/tag-rules'
import { XIcon } from '../../components/icons'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { tagsCopy as t } from './tags-copy'

export interface TagInputProps {
  tags: string[]
  error?: string
  disabled?: boolean
  onChange(tags: string[]): void
}

export function TagInput({ tags, error, disabled, onChange }: TagInputProps) {
  const id = useId()
  const [draft, setDraft] = useState('')
  const add = (raw: string) => {
    const names = raw.split(',').map(normaliseTag).filter(Boolean)
    if (names.length) onChange([...new Set([...tags, ...names])])
    setDraft('')
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault()
      add(draft)
    } else if (e.key === 'Backspace' && draft === '' && tags.length) onChange(tags.slice(0, -1))
  }
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t.tags}</Label>
      {tags.length ? (
        <ul className="flex flex-wrap gap-1" aria-label={t.tagList}>
          {tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-xs">
              {tag}
              <button
                type="button"
                aria-label={t.removeTag(tag)}
                disabled={disabled}
                onClick={() => onChange(tags.filter((x) => x !== tag))}
                className="rounded-full hover:text-destructive"
              >
                <XIcon width={12} height={12} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Input
        id={id}
        value={draft}
        disabled={disabled}
        invalid={Boolean(error)}
        aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
        onChange={(e) => (e.target.value.includes(',') ? add(e.target.value) : setDraft(e.target.value))}
        onKeyDown={onKeyDown}
        onBlur={() => draft.trim() && add(draft)}
      />
      <p id={`${id}-help`} className="text-xs text-muted-foreground">
        {t.tagsHelp}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}
