// Every link of the instance: search by code, target or owner; disable (with a reason), enable, delete.
import { useState } from 'react'
import type { AdminLinkDto } from '@contracts/moderation-dto'
import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { adminCopy } from './admin-copy'
import { adminApi } from './admin-api'
import { ReasonForm } from './ReasonForm'
import { SearchedList, usePagedSearch } from './SearchedList'

const t = adminCopy.links

export function LinksSection({ onChange }: { onChange(): void }) {
  const list = usePagedSearch(adminApi.links)
  const { setItems, reload } = list
  const [acting, setActing] = useState<{ id: number; action: 'disable' | 'delete' }>()
  const replace = (link: AdminLinkDto) => setItems((items) => items?.map((l) => (l.id === link.id ? link : l)))

  async function confirm(link: AdminLinkDto, action: 'disable' | 'delete', reason: string) {
    if (action === 'disable') replace(await adminApi.disableLink(link.id, reason))
    else await adminApi.deleteLink(link.id, reason), await reload() // the page refills and its total drops
    setActing(undefined)
    onChange()
  }

  return (
    <SearchedList id="links" copy={t} pagerCopy={t} list={list} label={(link) => `${link.domain ?? ''}/${link.shortCode}`}>
      {(link) => (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono font-medium" translate="no">
              {link.domain ?? ''}/{link.shortCode}
            </span>
            {link.takedown ? <Badge variant="destructive">{t.disabledBecause(link.takedown.reason)}</Badge> : null}
            {link.blocked ? <Badge variant="destructive">{t.blocked}</Badge> : null}
            {!link.isActive ? <Badge variant="secondary">{t.inactive}</Badge> : null}
            <span className="ms-auto flex gap-2">
              {link.takedown ? (
                <Button size="sm" variant="outline" onClick={async () => (replace(await adminApi.enableLink(link.id)), onChange())}>
                  {t.enable}
                </Button>
              ) : (
                <Button size="sm" variant="outline" onClick={() => setActing({ id: link.id, action: 'disable' })}>
                  {t.disable}
                </Button>
              )}
              <Button size="sm" variant="ghost" onClick={() => setActing({ id: link.id, action: 'delete' })}>
                {t.delete}
              </Button>
            </span>
          </div>
          <p className="mt-1 truncate text-sm text-muted-foreground" translate="no">
            {link.originalUrl}
          </p>
          <p className="text-xs text-muted-foreground">
            {link.ownerEmail ?? t.anonymous} · {t.clicks(link.clicks)}
          </p>
          {acting?.id === link.id ? (
            <ReasonForm
              label={acting.action === 'disable' ? t.disable : t.delete}
              onConfirm={(reason) => confirm(link, acting.action, reason)}
              onCancel={() => setActing(undefined)}
            />
          ) : null}
        </>
      )}
    </SearchedList>
  )
}
