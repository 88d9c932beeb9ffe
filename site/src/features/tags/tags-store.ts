// The caller's tags (GET /api/tags) for the toolbar's tag filter and the Tags dialog: loaded after the
// links, reloaded whenever they are (a save may add a tag), and after a rename or delete.
import { atom } from 'nanostores'
import type { TagDto } from '@contracts/organisation-dto'
import { fetchTags } from './tags-api'

export const $tags = atom<TagDto[]>([])

export async function reloadTags(): Promise<void> {
  try {
    $tags.set(await fetchTags())
  } catch {
    // the filter keeps the tags it had; the list itself reports load failures
  }
}
