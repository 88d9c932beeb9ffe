// The "Create team workspace" dialog's form (loaded with the dialog): name and address, checked by the
// contract's rules when submitted and then by the API, whose messages show under the field they concern;
// created, the page opens the new workspace's dashboard.
import { useState, type FormEvent } from 'react'
import { Button } from '../../components/ui/button'
import { TextField } from '../../components/ui/field'
import { ApiError } from '../../lib/api-client'
import { navigate } from '../../lib/navigation'
import { appPathIn } from '../../lib/workspace-address'
import { toast } from '../../stores/toasts'
import { createWorkspace } from './workspaces-api'
import { workspacesCopy } from './workspaces-copy'

const t = workspacesCopy.create
type Errors = { name?: string; slug?: string; form?: string }

/** A slug suggested from the name while the address is untouched: lowercase letters, digits and hyphens. */
const slugFrom = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)

export default function CreateWorkspaceForm({ onCancel }: { onCancel: () => void }) {
  const [name, setName] = useState('')
  const [slug, setSlug] = useState('')
  const [slugTouched, setSlugTouched] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const { createWorkspaceBody, workspaceErrorCodes } = await import('@contracts/workspace-schemas')
    const parsed = createWorkspaceBody.safeParse({ name, slug })
    if (!parsed.success) {
      const found: Errors = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'slug' ? 'slug' : 'name'
        found[field] ??= issue.message
      }
      return setErrors(found)
    }
    setErrors({})
    setBusy(true)
    try {
      const made = await createWorkspace(parsed.data)
      toast({ title: t.created(made.name) })
      navigate(appPathIn(made.slug, '/app/dashboard'))
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e)
      if (e instanceof ApiError && e.code === workspaceErrorCodes.slugTaken) setErrors({ slug: message })
      else if (e instanceof ApiError && e.status === 400 && /address/i.test(message)) setErrors({ slug: message })
      else if (e instanceof ApiError && e.status === 400 && /name/i.test(message)) setErrors({ name: message })
      else setErrors({ form: message })
      setBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4">
      <TextField
        label={t.name}
        value={name}
        autoComplete="off"
        error={errors.name}
        onChange={(e) => {
          setName(e.target.value)
          if (!slugTouched) setSlug(slugFrom(e.target.value))
        }}
      />
      <TextField
        label={t.slug}
        value={slug}
        autoComplete="off"
        error={errors.slug}
        help={t.slugHelp(slug || '…')}
        onChange={(e) => {
          setSlugTouched(true)
          setSlug(e.target.value)
        }}
      />
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={busy}>
          {t.submit}
        </Button>
      </div>
    </form>
  )
}
