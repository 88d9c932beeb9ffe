// Settings section 'Your data': download the export as JSON or CSV, and delete the account
// (DeleteAccountDialog).
import { lazy, Suspense, useState } from 'react'
import { useBusyAction } from './use-busy-action'
import type { ExportFormat } from '@contracts'
import { Button } from '../../components/ui/button'
import { settingsCopy } from './copy/settings-copy'
import { SettingsSection } from './SettingsSection'
import { downloadExport } from './your-data-api'

// Loaded on first use, with Radix's dialog: the settings page's first load carries neither.
const DeleteAccountDialog = lazy(() => import('./DeleteAccountDialog').then((m) => ({ default: m.DeleteAccountDialog })))

const t = settingsCopy.data

export function DataSection() {
  const { busy, run } = useBusyAction<ExportFormat>()
  const [deleting, setDeleting] = useState(false)
  const [wanted, setWanted] = useState(false)

  const download = (format: ExportFormat) => run(format, () => downloadExport(format), t.downloadFailed)

  return (
    <SettingsSection id="your-data" title={t.title} description={t.description}>
      <div className="grid gap-6">
        <div className="grid gap-2">
          <h3 className="font-medium">{t.exportLabel}</h3>
          <p className="text-sm text-muted-foreground">{t.exportHelp}</p>
          <div className="flex flex-wrap gap-2" aria-live="polite">
            <Button variant="outline" disabled={busy !== null} onClick={() => void download('json')}>
              {busy === 'json' ? t.downloading : t.downloadJson}
            </Button>
            <Button variant="outline" disabled={busy !== null} onClick={() => void download('csv')}>
              {busy === 'csv' ? t.downloading : t.downloadCsv}
            </Button>
          </div>
        </div>
        <div className="grid gap-2">
          <h3 className="font-medium">{t.deleteLabel}</h3>
          <p className="text-sm text-muted-foreground">{t.deleteHelp}</p>
          <div>
            <Button variant="destructive" onClick={() => (setWanted(true), setDeleting(true))}>
              {t.deleteButton}
            </Button>
          </div>
        </div>
      </div>
      {wanted ? (
        <Suspense fallback={null}>
          <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
        </Suspense>
      ) : null}
    </SettingsSection>
  )
}
