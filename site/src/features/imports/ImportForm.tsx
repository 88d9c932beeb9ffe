// The import dialog's body: choose a file → its preview (counts, taken codes, rows with problems) → choose
// what a problem row does → Import → a toast with the result, and the list reloads.
import { useId, useRef, useState, type FormEvent } from 'react'
import { importModes, type ImportMode, type ImportReportDto } from '@contracts'
import { ApiError } from '../../lib/api-client'
import { toast } from '../../stores/toasts'
import { Button } from '../../components/ui/button'
import { DialogFooter } from '../../components/ui/dialog'
import { FieldError } from '../../components/ui/field'
import { Label } from '../../components/ui/label'
import { importCopy as t } from './import-copy'
import { ImportReport } from './ImportReport'
import { previewImport, runImport } from './imports-api'

export interface ImportFormProps {
  onCancel: () => void
  onImported: () => void
}

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : String(error))

/** The rows the preview says cannot be imported: invalid, or their codes taken. */
const badRowsOf = (report: ImportReportDto) => report.invalid.length + report.taken.length

export function ImportForm({ onCancel, onImported }: ImportFormProps) {
  const id = useId()
  const [file, setFile] = useState<File | null>(null)
  const [report, setReport] = useState<ImportReportDto | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [mode, setMode] = useState<ImportMode>('all-or-nothing')
  const [busy, setBusy] = useState<'reading' | 'importing' | null>(null)
  const picked = useRef(0)

  async function choose(next: File | null) {
    const attempt = ++picked.current
    setFile(next)
    setReport(null)
    setProblem(null)
    if (!next) return
    setBusy('reading')
    try {
      const answer = await previewImport(next)
      if (attempt !== picked.current) return
      setReport(answer)
      // A file with bad rows would be refused whole by "Import nothing": skipping them is what the person
      // almost always wants, so it is the choice they start from (and the button says so).
      setMode(badRowsOf(answer) > 0 ? 'skip-invalid' : 'all-or-nothing')
    } catch (error) {
      if (attempt === picked.current) setProblem(messageOf(error))
    } finally {
      if (attempt === picked.current) setBusy(null)
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!file || !report) return
    setBusy('importing')
    try {
      const done = await runImport(file, mode)
      const skipped = done.taken.length + done.invalid.length
      toast({ title: t.doneTitle, description: skipped ? t.doneSkipped(done.created, skipped) : t.done(done.created) })
      onImported()
    } catch (error) {
      toast({ title: t.failedTitle, description: messageOf(error), variant: 'destructive' })
      setBusy(null)
    }
  }

  const skipping = report && mode === 'skip-invalid' && badRowsOf(report) > 0
  return (
    <form className="grid gap-4" onSubmit={(e) => void submit(e)}>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-file`}>{t.fileLabel}</Label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,.json,.sql,.txt,text/csv,application/json"
          aria-describedby={problem ? `${id}-problem` : undefined}
          className="text-sm file:me-3 file:rounded-md file:border file:border-border file:bg-surface file:px-3 file:py-1.5"
          onChange={(e) => void choose(e.target.files?.[0] ?? null)}
        />
        <FieldError id={`${id}-problem`} error={problem ?? undefined} />
      </div>
      {busy === 'reading' ? (
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {t.reading}
        </p>
      ) : null}
      {report ? <ImportReport report={report} /> : null}
      {report ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t.modeLabel}</legend>
          {importModes.map((m) => (
            <label key={m} className="flex items-center gap-2 text-sm">
              <input type="radio" name={`${id}-mode`} value={m} checked={mode === m} onChange={() => setMode(m)} />
              {t.modes[m]}
            </label>
          ))}
        </fieldset>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={!report || busy !== null || report.created === 0}>
          {busy === 'importing' ? t.importing : skipping ? t.submitSkipping(report.created, badRowsOf(report)) : t.submit}
        </Button>
      </DialogFooter>
    </form>
  )
}
