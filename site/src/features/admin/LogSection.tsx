// What admins did lately, and why (a deleted link's reason is kept only here).
import type { ModerationAction } from '@contracts/moderation-dto'
import { adminCopy } from './admin-copy'
import { SettingsSection } from '../settings'
import { adminApi } from './admin-api'
import { ListStatus } from './ListStatus'
import { useAdminList } from './use-admin-list'

const t = adminCopy.log
/** An entry's action in words; a name this page does not know yet is shown as stored. */
const actionText = (name: string) => (Object.hasOwn(t.actions, name) ? t.actions[name as ModerationAction] : name)

export function LogSection({ version }: { version: number }) {
  const { items, error } = useAdminList(adminApi.log, [version])
  return (
    <SettingsSection id="log" title={t.title}>
      <ListStatus error={error} empty={items?.length === 0} emptyText={t.none} />
      <ul className="divide-y divide-border text-sm">
        {items?.map((entry, i) => (
          <li key={i} className="flex flex-wrap gap-2 py-2">
            <span className="font-medium">{actionText(entry.action)}</span>
            <span className="truncate">{entry.subject}</span>
            {entry.reason ? <span className="text-muted-foreground">— {entry.reason}</span> : null}
            <time className="ms-auto text-xs text-muted-foreground" dateTime={entry.createdAt}>
              {entry.createdAt.slice(0, 16).replace('T', ' ')}
            </time>
          </li>
        ))}
      </ul>
    </SettingsSection>
  )
}
