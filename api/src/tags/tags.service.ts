// Tag management in domain words (docs/decisions/0046): list with counts, rename (merging into a tag of
// the same name), delete, in the workspace the request acts in. Another workspace's tag answers as a missing one: 404.
import type { TagDto } from '../contracts/organisation-dto'
import { organisationMessages, tagErrorCodes } from '../contracts/organisation-messages'
import type { Database } from '../db/database'
import type { Actor } from '../http/actor'
import { AppError } from '../http/app-error'
import * as repo from './tags.repository'
import { actingWorkspace } from '../access'
import { auditActorOf, recordAudit } from '../audit'

const tagNotFound = () => new AppError(404, tagErrorCodes.tagNotFound, organisationMessages.tagNotFound)

export async function listTags(db: Database, actor: Actor): Promise<TagDto[]> {
  return repo.listTags(db, actingWorkspace(actor).id)
}

/** Renames the tag on every link; a name the workspace already has merges the two. Answers the surviving tag. */
export async function renameTag(db: Database, actor: Actor, id: number, name: string): Promise<TagDto> {
  const workspaceId = actingWorkspace(actor).id
  const kept = await db.transaction(async (tx) => {
    const before = await repo.findTagIn(tx, workspaceId, id)
    if (!before) throw tagNotFound()
    const survivor = await repo.renameOrMergeTag(tx, workspaceId, id, name)
    if (before.name !== name)
      await recordAudit(tx, {
        workspaceId,
        actor: auditActorOf(actor),
        action: 'tag.renamed',
        resource: { type: 'tag', id: survivor, label: name },
        details: { fields: ['name'], changes: { name: { from: before.name, to: name } }, ...(survivor !== id && { mergedInto: survivor }) },
      })
    return survivor
  })
  const tag = (await repo.listTags(db, workspaceId)).find((t) => t.id === kept)
  if (!tag) throw tagNotFound() // deleted meanwhile
  return tag
}

export async function deleteTag(db: Database, actor: Actor, id: number): Promise<void> {
  const workspaceId = actingWorkspace(actor).id
  await db.transaction(async (tx) => {
    const name = await repo.deleteTagIn(tx, workspaceId, id)
    if (name === null) throw tagNotFound()
    await recordAudit(tx, { workspaceId, actor: auditActorOf(actor), action: 'tag.deleted', resource: { type: 'tag', id, label: name } })
  })
}
