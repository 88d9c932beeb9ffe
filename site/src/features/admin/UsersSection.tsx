// Accounts: search by e-mail; disable (with a reason: signed out, no sign-in, links down) and enable.
import { useState } from 'react'
import type { AdminUserDto } from '@contracts/moderation-dto'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { adminCopy } from './admin-copy'
import { adminApi } from './admin-api'
import { ReasonForm } from './ReasonForm'
import { SearchedList, useSearchedList } from './SearchedList'

const t = adminCopy.users

export function UsersSection({ onChange }: { onChange(): void }) {
  const list = useSearchedList(adminApi.users)
  const { setItems } = list
  const [acting, setActing] = useState<string>()
  const replace = (user: AdminUserDto) => (setItems((items) => items?.map((u) => (u.id === user.id ? user : u))), setActing(undefined), onChange())

  return (
    <SearchedList id="users" copy={t} list={list} label={(user) => user.email}>
      {(user) => (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{user.email}</span>
            {user.isAdmin ? <Badge>{t.admin}</Badge> : null}
            {user.disabled ? <Badge variant="destructive">{t.disabled}</Badge> : null}
            <span className="text-xs text-muted-foreground">{t.links(user.links)}</span>
            <span className="ms-auto">
              {user.disabled ? (
                <Button size="sm" variant="outline" onClick={async () => replace(await adminApi.enableUser(user.id))}>
                  {t.enable}
                </Button>
              ) : (
                <Button size="sm" variant="outline" onClick={() => setActing(user.id)}>
                  {t.disable}
                </Button>
              )}
            </span>
          </div>
          {acting === user.id ? (
            <ReasonForm
              label={t.disable}
              onConfirm={async (reason) => replace(await adminApi.disableUser(user.id, reason))}
              onCancel={() => setActing(undefined)}
            />
          ) : null}
        </>
      )}
    </SearchedList>
  )
}
