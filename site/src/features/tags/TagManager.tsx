// The Tags dialog's content (docs/decisions/0046): each tag with its link count, renamed in place or
// deleted from every link. A rename onto a name in use merges the two tags (the API's rule). Deleting asks
// first, in the tag's own row: it takes the tag off every link, and nothing brings it back.
import { useStore } from '@nanostores/react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { TagDto } from '@contracts/organisation-dto'
import { ApiError } from '../../lib/api-client'
import { toast } from '../../stores/toasts'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { deleteTag, renameTag } from './tags-api'
import { $tags, reloadTags } from './tags-store'
import { tagsCopy as t } from './tags-copy'

export function TagManager({ onChanged, onClose }: { onChanged(): void; onClose(): void }) {
  const tags = useStore($tags)
  const [editing, setEditing] = useState<number | null>(null)
  const [confirming, setConfirming] = useState<number | null>(null)
  const list = useRef<HTMLUListElement>(null)
  /** Cancel gives focus back to the tag's Delete button, which the question had replaced. */
  const cancelDelete = (id: number) => {
    setConfirming(null)
    requestAnimationFrame(() => list.current?.querySelector<HTMLButtonElement>(`[data-delete-tag="${id}"]`)?.focus())
  }
  useEffect(() => void reloadTags(), [])
  const after = async (message: string) => {
    setEditing(null)
    setConfirming(null)
    toast({ title: message })
    await reloadTags()
    onChanged()
  }
  const fail = (error: unknown) => toast({ title: t.tagFailed, description: error instanceof ApiError ? error.message : undefined, variant: 'destructive' })
  return (
    <div className="grid gap-4">
      {tags.length === 0 ? <p className="text-sm text-muted-foreground">{t.noTags}</p> : null}
      <ul ref={list} className="grid max-h-80 gap-2 overflow-y-auto">
        {tags.map((tag) =>
          editing === tag.id ? (
            <RenameRow key={tag.id} tag={tag} onCancel={() => setEditing(null)} onSave={(name) => renameTag(tag.id, name).then(() => after(t.renamed), fail)} />
          ) : confirming === tag.id ? (
            <ConfirmDeleteRow
              key={tag.id}
              tag={tag}
              onCancel={() => cancelDelete(tag.id)}
              onConfirm={() => deleteTag(tag.id).then(() => after(t.deleted), fail)}
            />
          ) : (
            <li key={tag.id} className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate text-sm">
                {tag.name} <span className="text-muted-foreground">· {t.tagLinks(tag.links)}</span>
              </span>
              <span className="flex shrink-0 gap-1">
                <Button variant="outline" size="sm" aria-label={t.renameTag(tag.name)} onClick={() => setEditing(tag.id)}>
                  {t.rename}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  className="text-destructive"
                  aria-label={t.deleteTag(tag.name)}
                  data-delete-tag={tag.id}
                  onClick={() => setConfirming(tag.id)}
                >
                  {t.delete}
                </Button>
              </span>
            </li>
          ),
        )}
      </ul>
      <div className="flex justify-end">
        <Button variant="outline" onClick={onClose}>
          {t.close}
        </Button>
      </div>
    </div>
  )
}

function RenameRow({ tag, onCancel, onSave }: { tag: TagDto; onCancel(): void; onSave(name: string): Promise<unknown> }) {
  const [name, setName] = useState(tag.name)
  const [busy, setBusy] = useState(false)
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setBusy(true)
    await onSave(name)
    setBusy(false)
  }
  return (
    <li>
      <form onSubmit={(e) => void submit(e)} className="flex items-center gap-2">
        <Input aria-label={t.newName(tag.name)} value={name} onChange={(e) => setName(e.target.value)} disabled={busy} autoFocus />
        <Button type="submit" size="sm" disabled={busy}>
          {t.save}
        </Button>
        <Button variant="outline" size="sm" onClick={onCancel}>
          {t.cancel}
        </Button>
      </form>
    </li>
  )
}

function ConfirmDeleteRow({ tag, onCancel, onConfirm }: { tag: TagDto; onCancel(): void; onConfirm(): Promise<unknown> }) {
  const [busy, setBusy] = useState(false)
  const questionId = `delete-tag-${tag.id}`
  const confirm = async () => {
    setBusy(true)
    await onConfirm()
    setBusy(false)
  }
  return (
    <li>
      <div role="group" aria-labelledby={questionId} className="grid gap-2 rounded-md border border-destructive/50 p-2">
        <p id={questionId} className="text-sm">
          {t.confirmDelete(tag.name, tag.links)}
        </p>
        <span className="flex justify-end gap-1">
          {/* Focus lands on Cancel: Enter on a deletion asked about should not delete. */}
          <Button variant="outline" size="sm" onClick={onCancel} disabled={busy} autoFocus>
            {t.cancel}
          </Button>
          <Button variant="destructive" size="sm" onClick={() => void confirm()} disabled={busy}>
            {t.confirmDeleteButton}
          </Button>
        </span>
      </div>
    </li>
  )
}
