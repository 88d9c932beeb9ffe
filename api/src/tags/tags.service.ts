// Tag management in domain words (docs/decisions/0046): list with counts, rename (merging into a tag of
// the same name), delete. Someone else's tag answers as a missing one: 404.
import type { TagDto } from '../contracts/organisation-dto'
import { organisationMessages, tagErrorCodes } from '../contracts/organisation-messages'
import type { Database } from '../db/database'
import type { Actor } from '../http/actor'
import { AppError } from '../http/app-error'
import * as repo from './tags.repository'

const tagNotFound = () => new AppError(404, tagErrorCodes.tagNotFound, organisationMessages.tagNotFound)

export async function listTags(db: Database, actor: Actor): Promise<TagDto[]> {
  return repo.listTags(db, actor.userId)
}

/** Renames the tag on every link; a name the user already has merges the two. Answers the surviving tag. */
export async function renameTag(db: Database, actor: Actor, id: number, name: string): Promise<TagDto> {
  const { userId } = actor
  const kept = await db.transaction(async (tx) => {
    if (!(await repo.findOwnedTag(tx, userId, id))) throw tagNotFound()
    return repo.renameOrMergeTag(tx, userId, id, name)
  })
  const tag = (await repo.listTags(db, userId)).find((t) => t.id === kept)
  if (!tag) throw tagNotFound() // deleted meanwhile
  return tag
}

export async function deleteTag(db: Database, actor: Actor, id: number): Promise<void> {
  if (!(await repo.deleteOwnedTag(db, actor.userId, id))) throw tagNotFound()
}
