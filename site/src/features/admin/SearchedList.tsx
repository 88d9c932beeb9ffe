// An admin list found with a search box (links, users): its section, search form, status line and one row
// per item. The section that uses it gives each row's content and acts on the list.
import { useState, type ReactNode } from 'react'
import { SettingsSection } from '../settings'
import { ListStatus } from './ListStatus'
import { SearchForm } from './SearchForm'
import { useAdminList } from './use-admin-list'

/** The items found for the text searched last (every item at first), and `search` to look again. */
export function useSearchedList<T>(find: (text: string) => Promise<T[]>) {
  const [query, setQuery] = useState('')
  return { ...useAdminList(() => find(query), [query]), search: setQuery }
}

interface SearchedListProps<T> {
  id: string
  copy: { title: string; search: string; none: string }
  list: { items?: T[]; error?: string; search(text: string): void }
  /** Each row's accessible name. */
  label(item: T): string
  children(item: T): ReactNode
}

export function SearchedList<T extends { id: string | number }>({ id, copy, list, label, children }: SearchedListProps<T>) {
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
    </SettingsSection>
  )
}
