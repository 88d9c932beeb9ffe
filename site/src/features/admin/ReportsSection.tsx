// The reports queue: each open report with the link it names; dismiss it, or disable the link.
import { adminCopy } from './admin-copy'
import { Button } from '../../components/ui/button'
import { SettingsSection } from '../settings'
import { adminApi } from './admin-api'
import { ListStatus } from './ListStatus'
import { useAdminList } from './use-admin-list'

const t = adminCopy.reports

export function ReportsSection({ version, onChange }: { version: number; onChange(): void }) {
  const { items, setItems, error } = useAdminList(adminApi.reports, [version])
  async function resolve(id: number, action: 'dismiss' | 'disable-link') {
    await adminApi.resolveReport(id, action)
    setItems((list) => list?.filter((r) => r.id !== id))
    onChange()
  }
  return (
    <SettingsSection id="reports" title={t.title}>
      <ListStatus error={error} empty={items?.length === 0} emptyText={t.none} />
      <ul className="divide-y divide-border">
        {items?.map((report) => (
          <li key={report.id} className="py-3" aria-label={`/${report.shortCode}`}>
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-mono font-medium">/{report.shortCode}</span>
              <span className="ms-auto flex gap-2">
                <Button size="sm" variant="ghost" onClick={() => void resolve(report.id, 'dismiss')}>
                  {t.dismiss}
                </Button>
                {report.link && !report.link.takenDown ? (
                  <Button size="sm" variant="destructive" onClick={() => void resolve(report.id, 'disable-link')}>
                    {t.disableLink}
                  </Button>
                ) : null}
              </span>
            </div>
            <p className="mt-1 text-sm">{report.reason}</p>
            <p className="truncate text-xs text-muted-foreground">
              {report.link ? `${report.link.originalUrl} · ${report.link.ownerEmail ?? adminCopy.links.anonymous}` : t.noLink}
            </p>
          </li>
        ))}
      </ul>
    </SettingsSection>
  )
}
