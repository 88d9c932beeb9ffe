// The signed-in app in each of Snip's languages (docs/decisions/0088), at a phone's and a desktop's width: every
// app page (at its English address, as a browser that chose the language gets it) and the dialogs and panels
// people open — a new link with its options, a link's edit, QR and delete dialogs, import, export, tags, the bulk
// bar and its confirmation, a workspace's new domain with its DNS records and a new webhook with its secret. Each
// is checked for English left where the language has its own words and for text that does not fit; axe reads each
// page and dialog at a phone's width. The controls are found by their words in the language.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { accessToken, follow, seedLink } from './dashboard-fixtures'
import { hydrated, seriousA11yViolations, useProduct } from './harness'
import { addDomainAndWebhook, englishLeft, loadSections, overflowing, VIEWPORTS, WALK_LANGUAGES, walkDashboardDialogs } from './language-walk'
import { watchOpenRequests } from './open-requests'
import { createUserViaApi, newTestUser, signInThroughUi } from './users'

/** Seven pages and eleven dialogs in two widths, with axe: generous on a loaded 2-core machine. */
const SLOW = 400_000

describe('the signed-in app in each language', () => {
  // One admin per language, so each walk reaches the admin page too.
  const admins = new Map(WALK_LANGUAGES.map((language) => [language.code, newTestUser(`walk${language.prefix}`)]))
  const e2e = useProduct({ WEBHOOKS_ALLOW_PRIVATE: 'true', ADMIN_EMAILS: [...admins.values()].map((admin) => admin.email).join(',') })

  for (const language of WALK_LANGUAGES) {
    it(
      `${language.code}: every app page and dialog at a phone's and a desktop's width`,
      async () => {
        const user = await createUserViaApi(e2e.baseUrl, admins.get(language.code)!)
        const token = await accessToken(e2e.baseUrl, user)
        const code = `w${language.prefix}${randomBytes(3).toString('hex')}`
        const link = await seedLink(e2e.baseUrl, token, { originalUrl: `${e2e.targetOrigin}/walk`, shortCode: code })
        await follow(`${e2e.baseUrl}/${code}`)
        const slug = `walk-${language.prefix}-${randomBytes(3).toString('hex')}`
        const created = await fetch(`${e2e.baseUrl}/api/workspaces`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Walk ${slug}`, slug }),
        })
        expect(created.status).toBe(201)

        const page = await e2e.newPage({ viewport: VIEWPORTS.desktop })
        const requests = watchOpenRequests(page)
        await signInThroughUi(page, user)
        // The sign-in's own toast, said on the English page it happened on, is shown before the walk starts.
        await page.getByText('Logged in successfully').first().waitFor()
        await page.context().addCookies([{ name: 'snip-lang', value: language.code, url: e2e.baseUrl }])
        const c = language.catalog
        const problems: Record<string, string[]> = {}
        const check = async (label: string, width: keyof typeof VIEWPORTS) => {
          const found = [...(await englishLeft(page, language)), ...(await overflowing(page))]
          if (width === 'phone') found.push(...(await seriousA11yViolations(page)))
          if (found.length) problems[`${width} ${label}`] = found
        }
        const settle = async () => {
          await hydrated(page)
          await requests.settle({ timeout: 20_000 })
        }
        for (const width of ['desktop', 'phone'] as const) {
          await page.setViewportSize(VIEWPORTS[width])
          for (const path of [
            '/app/dashboard',
            `/app/links/?id=${link.id}`,
            '/app/analytics',
            '/app/settings',
            '/app/admin',
            `/app/w/${slug}/settings`,
            `/app/w/${slug}/audit`,
          ]) {
            await page.goto(`${e2e.baseUrl}${path}`)
            await settle()
            const lang = await page.locator('html').getAttribute('lang')
            if (lang !== language.code) problems[`${width} ${path} lang`] = [String(lang)]
            if (path.endsWith('settings')) await loadSections(page, requests)
            await check(path, width)
          }

          await page.goto(`${e2e.baseUrl}/app/dashboard`)
          await settle()
          await walkDashboardDialogs(page, c, code, requests, (label) => check(label, width))
        }

        // A workspace's new domain (its DNS records shown) and new webhook (its secret shown once), both widths.
        await page.goto(`${e2e.baseUrl}/app/w/${slug}/settings`)
        await settle()
        await loadSections(page, requests)
        await addDomainAndWebhook(page, c, `go.${slug}.example.com`, `${e2e.targetOrigin}/walk-hook`)
        for (const width of ['desktop', 'phone'] as const) {
          await page.setViewportSize(VIEWPORTS[width])
          await check('workspace settings with a new domain and a new webhook', width)
        }
        expect(problems).toEqual({})
      },
      SLOW,
    )
  }
})
