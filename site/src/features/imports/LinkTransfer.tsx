// The dashboard's 'Import' button (opening the import dialog, whose form loads when first opened) and its
// 'Export' menu (CSV or JSON of every link, with clicks, in the shape the import reads).
import { lazy, Suspense, useCallback, useState } from 'react'
import type { LinkExportFormat } from '@contracts'
import { ApiError } from '../../lib/api-client'
import { toast } from '../../stores/toasts'
import { Button } from '../../components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../components/ui/dropdown-menu'
import { useEscapeCloses } from '../links/use-escape-closes'
import { importCopy as t } from './import-copy'
import { downloadLinks } from './imports-api'

const ImportForm = lazy(() => import('./ImportForm').then((m) => ({ default: m.ImportForm })))

export function LinkTransfer({ onImported }: { onImported: () => void }) {
  const [open, setOpen] = useState(false)
  useEscapeCloses(open, useCallback(() => setOpen(false), []))
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
        {t.importButton}
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">{t.exportButton}</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => void exportAs('csv')}>{t.exportCsv}</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void exportAs('json')}>{t.exportJson}</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t.title}</DialogTitle>
            <DialogDescription>{t.description}</DialogDescription>
          </DialogHeader>
          <Suspense fallback={<div aria-hidden="true" className="h-24 animate-pulse rounded-md bg-muted" />}>
            <ImportForm
              onCancel={() => setOpen(false)}
              onImported={() => {
                setOpen(false)
                onImported()
              }}
            />
          </Suspense>
        </DialogContent>
      </Dialog>
    </div>
  )
}
