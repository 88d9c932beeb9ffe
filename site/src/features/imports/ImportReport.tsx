// What an import would do: counts, the taken codes and the rows that cannot be imported, with the reason.
import type { ImportReportDto } from '@contracts'
import { importCopy as t } from './import-copy'

const SHOWN = 20

function ProblemList({ title, items }: { title: string; items: { row: number; text: string }[] }) {
  if (items.length === 0) return null
  return (
    <div className="grid gap-1">
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="max-h-40 overflow-auto rounded-md bg-muted p-2 text-sm">
        {items.slice(0, SHOWN).map((item) => (
          <li key={`${item.row}-${item.text}`}>
            <span className="font-medium">{t.row(item.row)}</span>: {item.text}
          </li>
        ))}
        {items.length > SHOWN ? <li>{t.more(items.length - SHOWN)}</li> : null}
      </ul>
    </div>
  )
}

export function ImportReport({ report }: { report: ImportReportDto }) {
  return (
    <section aria-label={t.preview} className="grid gap-3">
      <p className="text-sm text-muted-foreground">{t.format(report.format)}</p>
      <p className="font-medium">{t.willCreate(report.created)}</p>
      {report.alreadyImported > 0 ? <p className="text-sm">{t.alreadyImported(report.alreadyImported)}</p> : null}
      <ProblemList title={t.takenTitle(report.taken.length)} items={report.taken.map((x) => ({ row: x.row, text: x.code }))} />
      <ProblemList title={t.invalidTitle(report.invalid.length)} items={report.invalid.map((x) => ({ row: x.row, text: x.message }))} />
    </section>
  )
}
