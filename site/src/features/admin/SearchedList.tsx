// An admin list found with a search box (links, users): its section, search form, status line and one row
// per item. The section that uses it gives each row's content and acts on the list.
import { useState, type ReactNode } from 'react'
import { SettingsSection } from '../settings'
import { ListStatus } from './ListStatus'
import { Pager, type PagerCopy, type PagerState } from './Pager'
import { SearchForm } from './SearchForm'
import { useAdminList } from './use-admin-list'

/** The items found for the text searched last (every item at first), and `search` to look again. */
export function useSearchedList<T>(find: (text: string) => Promise<T[]>) {
  const [query, setQuery] = useState('')
  return { ...useAdminList(() => find(query), [query]), search: setQuery }
}

/** One page of what a search found, and how many there are in all. */
export interface FoundPage<T> {
  items: T[]
  total: number
  page: number
  pageSize: number
}

/** As useSearchedList, a page at a time: a new search starts again at page 1. */
export function usePagedSearch<T>(find: (text: string, page: number) => Promise<FoundPage<T>>) {
  const [query, setQuery] = useState('')
  const [page, setPage] = useState(1)
  // What the items shown were loaded as: the pager names their page, not the one asked for and still loading.
  const [counted, setCounted] = useState<{ total: number; pageSize: number; page: number }>()
  const list = useAdminList(async () => {
    const found = await find(query, page)
    const last = Math.max(1, Math.ceil(found.total / found.pageSize))
    // A page emptied by deletions: show the last page that still has items.
    if (found.items.length === 0 && page > last) setPage(last)
    setCounted({ total: found.total, pageSize: found.pageSize, page })
    return found.items
  }, [query, page])
  const pages = counted ? Math.max(1, Math.ceil(counted.total / counted.pageSize)) : 1
  return {
    ...list,
    search: (text: string) => (setQuery(text), setPage(1)),
    pager: counted ? { page: counted.page, pages, total: counted.total, go: setPage } : undefined,
  }
}

interface SearchedListProps<T> {
  id: string
  copy: { title: string; search: string; none: string }
  /** The words of the pager, for a list that comes in pages. */
  pagerCopy?: PagerCopy
  list: { items?: T[]; error?: string; search(text: string): void; pager?: PagerState }
  /** Each row's accessible name. */
  label(item: T): string
  children(item: T): ReactNode
}

export function SearchedList<T extends { id: string | number }>({ id, copy, pagerCopy, list, label, children }: SearchedListProps<T>) {
  return (
    <SettingsSection id={id} title={copy.title}>
      <SearchForm label={copy.search} onSearch={list.search} />
      <ListStatus error={list.error} empty={list.items?.length === 0} emptyText={copy.none} />
      <ul className="mt-3 divide-y divide-border">
        {list.items?.map((item) => (
          <li key={item.id} className="py-3" aria-label={label(item)}>
            {children(item)}
          </li>
        ))}
      </ul>
      {list.pager && pagerCopy ? <Pager state={list.pager} copy={pagerCopy} /> : null}
    </SettingsSection>
  )
}
