// Many links inserted straight into the database (a thousand a statement), for tests of what happens at
// scale (folds, chunked writes) that do not need them made through the API.
import type { Database } from '../src/db/database'

/** `n` active links of `userId` with codes `<userId>f<i>`; their ids, ascending. */
export async function makeLinks(db: Database, n: number, userId: string): Promise<number[]> {
  const { links } = db.t
  const now = new Date()
  const ids: number[] = []
  for (let from = 0; from < n; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, n - from) }, (_, k) => {
      const code = `${userId}f${from + k}`
      return {
        userId,
        originalUrl: 'https://example.com/',
        shortCode: code,
        codeKey: code.toLowerCase(),
        isActive: true,
        clicks: 0,
        createdAt: now,
        updatedAt: now,
      }
    })
    for (const r of await db.orm.insert(links).values(rows).returning({ id: links.id })) ids.push(r.id)
  }
  return ids
}
