// The HS256 signing secret: JWT_SECRET when configured, else a random secret generated once and kept in
// server_settings. Insert-if-absent, then read back: instances starting together on one PostgreSQL agree.
import { eq } from 'drizzle-orm'
import { randomBytes } from 'node:crypto'
import type { Config } from '../../config'
import type { Database } from '../../db/database'

export const SIGNING_KEY_SETTING = 'auth.jwt_secret'

export async function loadSigningKey(db: Database, config: Config): Promise<Uint8Array> {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret)
  const { serverSettings } = db.t
  await db.orm
    .insert(serverSettings)
    .values({ key: SIGNING_KEY_SETTING, value: randomBytes(48).toString('base64url'), createdAt: new Date() })
    .onConflictDoNothing({ target: serverSettings.key })
  const [row] = await db.orm.select().from(serverSettings).where(eq(serverSettings.key, SIGNING_KEY_SETTING))
  if (!row) throw new Error('signing key missing from server_settings after insert')
  return new TextEncoder().encode(row.value)
}
