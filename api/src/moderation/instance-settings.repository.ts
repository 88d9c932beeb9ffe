// SQL for instance_settings: the sign-up mode and anonymous shortening, with their defaults (open, on).
import { eq, sql } from 'drizzle-orm'
import type { InstanceSettingsBody, SignupMode } from '../contracts/moderation'
import type { Database } from '../db/database'
import { preparedPerHandle } from '../db/prepared'

export interface InstanceSettings {
  signupMode: SignupMode
  anonymousShortening: boolean
}

export const DEFAULT_SETTINGS: InstanceSettings = Object.freeze({ signupMode: 'open', anonymousShortening: true })

const KEYS = { signupMode: 'signup_mode', anonymousShortening: 'anonymous_shortening' } as const

export async function readInstanceSettings(db: Database): Promise<InstanceSettings> {
  const rows = await db.orm.select().from(db.t.instanceSettings)
  const stored = new Map(rows.map((r) => [r.key, (r.value as { v?: unknown }).v]))
  const mode = stored.get(KEYS.signupMode)
  const anon = stored.get(KEYS.anonymousShortening)
  return {
    signupMode: mode === 'closed' || mode === 'invite-only' ? mode : DEFAULT_SETTINGS.signupMode,
    anonymousShortening: typeof anon === 'boolean' ? anon : DEFAULT_SETTINGS.anonymousShortening,
  }
}

const anonymousShorteningStatement = preparedPerHandle<{ key: string }, { value: unknown }>((db) => {
  const { instanceSettings } = db.t
  return db.orm
    .select({ value: instanceSettings.value })
    .from(instanceSettings)
    .where(eq(instanceSettings.key, sql.placeholder('key')))
    .prepare('snip_anonymous_shortening')
})

/** Whether anonymous visitors may shorten links (read at every anonymous create: one prepared statement). */
export async function readAnonymousShortening(db: Database): Promise<boolean> {
  const [row] = await anonymousShorteningStatement(db).execute({ key: KEYS.anonymousShortening })
  const stored = (row?.value as { v?: unknown } | undefined)?.v
  return typeof stored === 'boolean' ? stored : DEFAULT_SETTINGS.anonymousShortening
}

export async function writeInstanceSettings(db: Database, changes: InstanceSettingsBody): Promise<void> {
  const { instanceSettings } = db.t
  const now = new Date()
  for (const name of Object.keys(KEYS) as (keyof typeof KEYS)[]) {
    if (changes[name] === undefined) continue
    const value = { v: changes[name] }
    await db.orm
      .insert(instanceSettings)
      .values({ key: KEYS[name], value, updatedAt: now })
      .onConflictDoUpdate({ target: instanceSettings.key, set: { value: sql`excluded.value`, updatedAt: now } })
  }
}
