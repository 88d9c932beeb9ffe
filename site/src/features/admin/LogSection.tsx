// What admins did lately, and why (a deleted link's reason is kept only here).
import { adminCopy } from './admin-copy'
import { SettingsSection } from '../settings'
import { adminApi } from './admin-api'
import { ListStatus } from './ListStatus'
import { useAdminList } from './use-admin-list'

const t = adminCopy.log

export function LogSection({ version }: { version: number }) {
  const { items, error } = useAdminList(adminApi.log, [version])
  return (
    <SettingsSection id="log" title={t.title}>
      <ListStatus error={error} empty={items?.length === 0} emptyText={t.none} />
      <ul className="divide-y divide-border text-sm">
        {items?.map((entry, i) => (
          <li key={i} className="flex flex-wrap gap-2 py-2">
            <span className="font-medium">{t.action(entry.action)}</span>
            <span className="truncate">{entry.subject}</span>
            {entry.reason ? <span className="text-muted-foreground">— {entry.reason}</span> : null}
            <time className="ml-auto text-xs text-muted-foreground" dateTime={entry.createdAt}>
              {entry.createdAt.slice(0, 16).replace('T', ' ')}
            </time>
          </li>
        ))}
      </ul>
    </SettingsSection>
  )
}
