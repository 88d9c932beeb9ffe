// The caller's tags (GET /api/tags) for the toolbar's tag filter and the Tags dialog: they come with the
// dashboard's first view (or are loaded after the list when that failed), and are reloaded whenever the links
// are (a save may add a tag), and after a rename or delete.
import { atom } from 'nanostores'
import type { TagDto } from '@contracts/organisation-dto'
import { fetchTags } from './tags-api'

export const $tags = atom<TagDto[]>([])
/** Whether this page has the tags yet (from the first view or a load). */
let loaded = false

export async function reloadTags(): Promise<void> {
  try {
    $tags.set(await fetchTags())
    loaded = true
  } catch {
    // the filter keeps the tags it had; the list itself reports load failures
  }
}

/** The tags as another answer carried them (the dashboard's first view): no request. */
export function primeTags(tags: TagDto[]): void {
  $tags.set(tags)
  loaded = true
}

/** Loads the tags unless this page has them already. */
export function ensureTags(): Promise<void> {
  return loaded ? Promise.resolve() : reloadTags()
}
