// The link form inside LinkDialog: original URL, custom path, 'Active' switch; §5 validation through
// linkFormSchema; https:// added on submit; §8 errors: a taken code is shown inline on the custom path (red
// border, no toast), anything else in the error block ('Error creating link' / 'Error updating link') and a toast.
// The Domain field when the workspace has a domain of its own (a new link's choice; an existing link's shown).
// Expiry, click limit, fallback and password under "More options" (MoreOptions.tsx), with the redirect
// rules, A/B split, query forwarding and, for a saved link, "Test this link as…" (RulesEditor, SplitEditor).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { linkFormSchema, withScheme, type LinkDto, type LinkForm as LinkFormValues } from '@contracts'
import { linkOptionsFormSchema, type LinkOptionsForm } from '@contracts/link-options-form'
import { messages } from '../../lib/copy'
import { linkFormCopy } from './link-form-copy'
import { dashboardCopy } from './dashboard-copy'
import { ApiError } from '../../lib/api-client'
import { attemptKeys } from '../../lib/idempotency'
import { createLink, updateLink } from './links-api'
import { toast } from '../../stores/toasts'
import { Button } from '../../components/ui/button'
import { Field } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { Switch } from '../../components/ui/switch'
import { FormErrorBlock } from '../../components/ui/form-error-block'
import { lifecycleBody, optionsOf } from './link-options'
import { MoreOptions } from './MoreOptions'
import { smartBody, smartOf, usesSmart, type SmartErrors } from './link-rules-form'
import { RulesEditor } from './RulesEditor'
import { SplitEditor } from './SplitEditor'
import { RulePreview } from './RulePreview'
import {
  organiseBody,
  organiseErrors,
  organiseOf,
  tagsErrorOf,
  usesOrganisation,
  type OrganiseErrors,
  type OrganiseForm,
  OrganiseFields,
  UtmBuilder,
} from '../tags'
import { LinkDomainField } from '../domains'
import { useCurrentWorkspace } from '../workspaces'

const t = dashboardCopy.form
type FieldErrors = Partial<Record<keyof LinkFormValues, string>>
type OptionErrors = Partial<Record<keyof LinkOptionsForm, string>>

/** Whether the link already has an expiry, a limit, a fallback or a password: then More options starts open. */
const usesOptions = (link: LinkDto | null) => Boolean(link && (link.expiresAt || link.maxClicks != null || link.fallbackUrl || link.hasPassword))

export interface LinkFormProps {
  link: LinkDto | null
  /** A new link's Original URL, filled in (an address shared to the dashboard). */
  address?: string
  onCancel: () => void
  onSaved: () => void
}

export function LinkForm({ link, address, onCancel, onSaved }: LinkFormProps) {
  const id = useId()
  const attempts = useRef(attemptKeys())
  const [values, setValues] = useState<LinkFormValues>({
    originalUrl: link?.originalUrl ?? address ?? '',
    shortCode: link?.shortCode ?? '',
    isActive: link?.isActive ?? true,
  })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [initialOptions] = useState(() => optionsOf(link))
  const [options, setOptions] = useState(initialOptions)
  const [optionErrors, setOptionErrors] = useState<OptionErrors>({})
  const [initialOrganise] = useState(() => organiseOf(link))
  const [organise, setOrganise] = useState(initialOrganise)
  const [organiseErrs, setOrganiseErrs] = useState<OrganiseErrors>({})
  const [initialSmart] = useState(() => smartOf(link))
  const [smart, setSmart] = useState(initialSmart)
  const [smartErrors, setSmartErrors] = useState<SmartErrors>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const workspace = useCurrentWorkspace()
  /** A new link's domain: '' for the instance's own. */
  const [domain, setDomain] = useState('')
  // After a refusal, focus moves to the first field in error (once the inputs are enabled again).
  const inputs = { originalUrl: useRef<HTMLInputElement>(null), shortCode: useRef<HTMLInputElement>(null) }
  const [focusTarget, setFocusTarget] = useState<{ field: 'originalUrl' | 'shortCode' } | null>(null)
  useEffect(() => {
    if (focusTarget && !busy) inputs[focusTarget.field].current?.focus()
  }, [focusTarget, busy])
  // The form loads after its dialog opened (LinkDialog.tsx): focus its first field, as the dialog would have.
  useEffect(() => {
    const input = inputs.originalUrl.current
    if (input && !input.form?.contains(document.activeElement)) input.focus()
  }, [])

  function set<K extends keyof LinkFormValues>(key: K, value: LinkFormValues[K]) {
    setValues((v) => ({ ...v, [key]: value }))
    setErrors((e) => ({ ...e, [key]: undefined }))
  }

  function setOption<K extends keyof LinkOptionsForm>(key: K, value: LinkOptionsForm[K]) {
    setOptions((v) => ({ ...v, [key]: value }))
    setOptionErrors((e) => ({ ...e, [key]: undefined }))
  }

  function setOrganiseField<K extends keyof OrganiseForm>(key: K, value: OrganiseForm[K]) {
    setOrganise((v) => ({ ...v, [key]: value }))
    // A change clears its field's error; tags are checked at once (a refused tag shows its message on adding).
    setOrganiseErrs((e) => ({ ...e, [key]: key === 'tags' ? tagsErrorOf(value as string[]) : undefined }))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setServerError(null) // cleared on each submit (spec §4)
    const parsedOptions = linkOptionsFormSchema.safeParse(options)
    const nextOptionErrors: OptionErrors = {}
    for (const issue of parsedOptions.error?.issues ?? []) nextOptionErrors[issue.path[0] as keyof LinkOptionsForm] ??= issue.message
    setOptionErrors(nextOptionErrors)
    const nextOrganiseErrors = organiseErrors(organise)
    setOrganiseErrs(nextOrganiseErrors)
    const smartChanges = smartBody(smart, initialSmart)
    setSmartErrors(smartChanges.errors)
    const parsed = linkFormSchema.safeParse(values)
    if (!parsed.success) {
      const next: FieldErrors = {}
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof LinkFormValues
        next[key] ??= issue.message
      }
      setFocusTarget({ field: next.originalUrl ? 'originalUrl' : 'shortCode' })
      return setErrors(next)
    }
    setErrors({})
    if (!parsedOptions.success || Object.values(nextOrganiseErrors).some(Boolean) || Object.keys(smartChanges.errors).length) return
    const { originalUrl, shortCode, isActive } = parsed.data
    const body = {
      originalUrl: withScheme(originalUrl),
      shortCode: shortCode || undefined,
      isActive,
      ...lifecycleBody(options, initialOptions),
      ...organiseBody(organise, initialOrganise),
      ...smartChanges.body,
      ...(link || !domain ? {} : { domain }),
    }
    setBusy(true)
    try {
      if (link) await updateLink(link.id, body)
      else {
        await createLink(body, attempts.current.keyFor(body))
        attempts.current.settled()
      }
      toast(link ? messages.toast.updateOk : messages.toast.createOk)
      onSaved()
    } catch (error) {
      setBusy(false)
      if (error instanceof ApiError && error.isCodeTaken) {
        setFocusTarget({ field: 'shortCode' })
        return setErrors({ shortCode: messages.shortCode.taken }) // inline, no toast (spec §8)
      }
      const message = error instanceof Error && error.message ? error.message : ''
      setServerError(message || linkFormCopy.unexpected)
      if (link) toast({ ...messages.toast.updateFail, description: message || undefined, variant: 'destructive' })
      else toast({ ...messages.toast.createFail, description: message || messages.toast.createFail.description, variant: 'destructive' })
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
      {serverError ? <FormErrorBlock title={link ? linkFormCopy.updateErrorTitle : linkFormCopy.createErrorTitle} message={serverError} /> : null}
      <Field label={t.originalUrl} error={errors.originalUrl}>
        <Input
          ref={inputs.originalUrl}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={t.originalUrlPlaceholder}
          value={values.originalUrl}
          onChange={(e) => set('originalUrl', e.target.value)}
          disabled={busy}
        />
      </Field>
      <LinkDomainField
        slug={workspace.status === 'ready' ? workspace.workspace?.slug : undefined}
        existing={link}
        value={domain}
        onChange={setDomain}
        disabled={busy}
      />
      <Field label={t.shortCode} help={messages.shortCode.helpText} error={errors.shortCode}>
        <Input
          ref={inputs.shortCode}
          autoComplete="off"
          spellCheck={false}
          placeholder={t.shortCodePlaceholder}
          value={values.shortCode}
          onChange={(e) => set('shortCode', e.target.value)}
          disabled={busy}
        />
      </Field>
      {link && values.shortCode.trim() && values.shortCode.trim() !== link.shortCode ? (
        <p role="status" className="-mt-2 rounded-md bg-warning-muted p-2 text-xs text-warning-strong">
          {linkFormCopy.codeChangeWarning(link.shortCode)}
        </p>
      ) : null}
      <div className="flex items-start justify-between gap-4 rounded-md border border-border p-3">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-active`}>{t.active}</Label>
          <p id={`${id}-active-help`} className="text-xs text-muted-foreground">
            {linkFormCopy.activeHelp}
          </p>
        </div>
        <Switch
          id={`${id}-active`}
          aria-describedby={`${id}-active-help`}
          checked={values.isActive}
          onCheckedChange={(checked) => set('isActive', checked)}
          disabled={busy}
        />
      </div>
      <MoreOptions
        values={options}
        errors={optionErrors}
        hasPassword={link?.hasPassword ?? false}
        open={
          usesOptions(link) ||
          usesOrganisation(link) ||
          usesSmart(link) ||
          Object.keys(smartErrors).length > 0 ||
          Object.values(optionErrors).some(Boolean) ||
          Object.values(organiseErrs).some(Boolean)
        }
        disabled={busy}
        onChange={setOption}
      >
        <OrganiseFields values={organise} errors={organiseErrs} disabled={busy} onChange={setOrganiseField} />
        <UtmBuilder target={values.originalUrl} disabled={busy} onApply={(url) => set('originalUrl', url)} />
        <RulesEditor rules={smart.rules} errors={smartErrors} disabled={busy} onChange={(rules) => setSmart((s) => ({ ...s, rules }))} />
        <SplitEditor
          split={smart.split}
          forwardQuery={smart.forwardQuery}
          errors={smartErrors}
          disabled={busy}
          onSplit={(split) => setSmart((s) => ({ ...s, split }))}
          onForwardQuery={(forwardQuery) => setSmart((s) => ({ ...s, forwardQuery }))}
        />
        {link ? <RulePreview linkId={link.id} /> : null}
      </MoreOptions>
      {link ? <p className="text-sm text-muted-foreground">{linkFormCopy.clickedTimes(link.clicks)}</p> : null}
      {/* With More options open the form is taller than a screen and the dialog scrolls: the actions stay in
          view at its foot, on the dialog's own background (the fields scroll under them). Side by side on a
          phone too, so the foot stays low and a toast below the dialog does not reach them. */}
      <div data-slot="dialog-footer" className="sticky -bottom-6 z-10 -mx-6 -mb-6 flex justify-end gap-2 border-t border-border bg-surface px-6 py-3">
        <Button variant="outline" className="flex-1 sm:flex-none" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button type="submit" className="flex-1 sm:flex-none" disabled={busy}>
          {link ? (busy ? t.saving : t.save) : busy ? t.creating : t.create}
        </Button>
      </div>
    </form>
  )
}
