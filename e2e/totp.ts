// Two-factor sign-in in the browser tests: codes computed like an authenticator app's, and turning it on in
// the settings page's section.
import { Secret, TOTP } from 'otpauth'
import type { Page } from 'playwright-core'
import { settingsCopy } from '../site/src/features/settings/copy/settings-copy'
import { visible } from './harness'

const t = settingsCopy.twoFactor

/** The code an authenticator app shows `steps` time steps from now. */
export const codeAt = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + steps * 30_000 })

/** Waits out the end of a time step, so a code computed now is still good when the server reads it. */
export async function awayFromStepEdge() {
  const left = 30_000 - (Date.now() % 30_000)
  if (left < 5_000) await new Promise((r) => setTimeout(r, left + 100))
}

/** Turns two-factor sign-in on from the settings page open on `page` (the previous step's code); returns the key. */
export async function turnOnTwoFactor(page: Page): Promise<string> {
  const section = page.getByRole('region', { name: t.title })
  await section.getByRole('button', { name: t.enable }).click()
  await visible(section.getByLabel(t.secretLabel))
  // typed by hand, the key's spaces are left out
  const secret = (await section.getByLabel(t.secretLabel).inputValue()).replaceAll(' ', '')
  await awayFromStepEdge()
  await section.getByLabel(t.codeLabel).fill(codeAt(secret, -1))
  await section.getByRole('button', { name: t.confirm }).click()
  await section.getByRole('button', { name: t.codesDone }).click()
  await visible(section.getByText(t.statusOn))
  return secret
}
