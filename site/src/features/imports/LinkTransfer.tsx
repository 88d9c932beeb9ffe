// The dashboard's 'Import' button (opening the import dialog, whose form loads when first opened) and its
// 'Export' menu, loaded on first open (CSV or JSON of every link, with clicks, in the shape the import reads).
import { lazy, useState } from 'react'
import type { LinkExportFormat } from '@contracts'
import { ApiError } from '../../lib/api-client'
import { toast } from '../../stores/toasts'
import { Button } from '../../components/ui/button'
import { LazyMenu } from '../../components/ui/lazy-menu'
import { LazyDialog } from '../../components/ui/lazy-dialog'
import { importCopy as t } from './import-copy'
import { downloadLinks } from './imports-api'

const ImportForm = lazy(() => import('./ImportForm').then((m) => ({ default: m.ImportForm })))

/** `empty`: the user has no links yet: only the import, named for where the links come from (nothing to export). */
export function LinkTransfer({ onImported, empty = false }: { onImported: () => void; empty?: boolean }) {
  const [open, setOpen] = useState(false)
  const exportAs = async (format: LinkExportFormat) => {
    try {
      await downloadLinks(format)
    } catch (error) {
      toast({ title: t.exportFailed, description: error instanceof ApiError ? error.message : undefined, variant: 'destructive' })
    }
  }
  return (
    <div className="flex gap-2">
      <Button variant="outline" onClick={() => setOpen(true)}>
        {empty ? t.importFromShortener : t.importButton}
      </Button>
      {empty ? null : (
        <LazyMenu
          trigger={<Button variant="outline">{t.exportButton}</Button>}
          entries={[
            { kind: 'item', label: t.exportCsv, onSelect: () => void exportAs('csv') },
            { kind: 'item', label: t.exportJson, onSelect: () => void exportAs('json') },
          ]}
        />
      )}
      <LazyDialog open={open} onOpenChange={setOpen} title={t.title} description={t.description}>
        <ImportForm onCancel={() => setOpen(false)} onImported={() => (setOpen(false), onImported())} />
      </LazyDialog>
    </div>
  )
}
