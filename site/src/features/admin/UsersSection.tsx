// Accounts: search by e-mail; disable (with a reason: signed out, no sign-in, links down) and enable.
import { useState } from 'react'
import type { AdminUserDto } from '../../lib/moderation-contracts'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { adminCopy } from '../../lib/moderation-copy'
import { SettingsSection } from '../settings/SettingsSection'
import { adminApi } from './admin-api'
import { ReasonForm } from './ReasonForm'
import { SearchForm } from './SearchForm'
import { ListStatus } from './ListStatus'
import { useAdminList } from './use-admin-list'

const t = adminCopy.users

export function UsersSection({ onChange }: { onChange(): void }) {
  const [query, setQuery] = useState('')
  const { items, setItems, error } = useAdminList(() => adminApi.users(query), [query])
  const [acting, setActing] = useState<string>()
  const replace = (user: AdminUserDto) => (setItems((list) => list?.map((u) => (u.id === user.id ? user : u))), setActing(undefined), onChange())

  return (
    <SettingsSection id="users" title={t.title}>
      <SearchForm label={t.search} onSearch={setQuery} />
      <ListStatus error={error} empty={items?.length === 0} emptyText={t.none} />
      <ul className="mt-3 divide-y divide-border">
        {items?.map((user) => (
          <li key={user.id} className="py-3" aria-label={user.email}>
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{user.email}</span>
              {user.isAdmin ? <Badge>{t.admin}</Badge> : null}
              {user.disabled ? <Badge variant="destructive">{t.disabled}</Badge> : null}
              <span className="text-xs text-muted-foreground">{t.links(user.links)}</span>
              <span className="ml-auto">
                {user.disabled ? (
                  <Button size="sm" variant="outline" onClick={async () => replace(await adminApi.enableUser(user.id))}>{t.enable}</Button>
                ) : (
                  <Button size="sm" variant="outline" onClick={() => setActing(user.id)}>{t.disable}</Button>
                )}
              </span>
            </div>
            {acting === user.id ? <ReasonForm label={t.disable} onConfirm={async (reason) => replace(await adminApi.disableUser(user.id, reason))} onCancel={() => setActing(undefined)} /> : null}
          </li>
        ))}
      </ul>
    </SettingsSection>
  )
}
