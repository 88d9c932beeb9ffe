// Accounts: search by e-mail; disable (with a reason: signed out, no sign-in, links down) and enable.
import { useState } from 'react'
import type { AdminUserDto } from '../../lib/moderation-contracts'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { adminCopy } from '../../lib/moderation-copy'
import { SettingsSection } from '../settings/SettingsSection'
import { adminApi } from './admin-api'
import { ReasonForm } from './ReasonForm'
import { useAdminList } from './use-admin-list'

const t = adminCopy.users

export function UsersSection({ onChange }: { onChange(): void }) {
  const [text, setText] = useState('')
  const [query, setQuery] = useState('')
  const { items, setItems, error } = useAdminList(() => adminApi.users(query), [query])
  const [acting, setActing] = useState<string>()
  const replace = (user: AdminUserDto) => (setItems((list) => list?.map((u) => (u.id === user.id ? user : u))), setActing(undefined), onChange())

  return (
    <SettingsSection id="users" title={t.title}>
      <form role="search" className="flex gap-2" onSubmit={(e) => (e.preventDefault(), setQuery(text.trim()))}>
        <Input aria-label={t.search} placeholder={t.search} value={text} onChange={(e) => setText(e.target.value)} />
        <Button type="submit" variant="outline">{adminCopy.links.searchButton}</Button>
      </form>
      {error ? <p role="alert" className="mt-3 text-sm text-destructive">{error}</p> : null}
      {items?.length === 0 ? <p className="mt-3 text-sm text-muted-foreground">{t.none}</p> : null}
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
