// The pages' Content-Security-Policy forbids eval; nothing on them may even try (zod used to probe
// `new Function` on every page that validates a form). Violations are collected in the page.
import { describe, expect, it } from 'vitest'
import { open, useProduct, visible } from './harness'

describe('content security policy', () => {
  const e2e = useProduct()

  it('validating a form triggers no policy violation', async () => {
    const page = await e2e.newPage()
    await page.addInitScript(() => {
      const w = window as unknown as { violations: string[] }
      w.violations = []
      document.addEventListener('securitypolicyviolation', (e) => w.violations.push(`${e.violatedDirective} ${e.blockedURI}`))
    })
    for (const path of ['/app/register', '/app/login', '/']) {
      await open(page, path)
      if (path === '/app/register') {
        await page.getByLabel('Email').fill('not-an-email')
        await page.getByRole('button', { name: 'Sign up' }).click()
        await visible(page.getByText('Please enter a valid email address'))
      }
      expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations), path).toEqual([])
    }
  })
})
