// SQL for instance_settings: the sign-up mode and anonymous shortening, with their defaults (open, on).
import { sql } from 'drizzle-orm'
import type { InstanceSettingsBody, SignupMode } from '../contracts/moderation'
import type { Database } from '../db/database'

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
