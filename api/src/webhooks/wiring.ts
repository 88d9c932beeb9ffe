// What the composition starts for webhooks (docs/decisions/0086): the listener that adds each click fold's
// counts to the tallies, and the delivery worker, whose disabling of an endpoint is mailed to the
// workspace's owners when mail is set up, each in their account's language (English for one that chose none).
import type { Database } from '../db/database'
import type { Logger } from '../http/logger'
import { workspaceMembersOf } from '../workspaces'
import { findAccountLanguage } from '../auth'
import { BASE_LANGUAGE, isLanguage, type Language } from '../contracts/languages'
import { catalogWords } from '../languages'
import { addClicks } from './click-tallies'
import { queueOutOfClicks } from './link-expiry'
import { describeError } from '../http/describe-error'
import { startWebhookWorker, type WebhookWorker } from './queue-worker'

export interface WebhookMail {
  to: string
  subject: string
  text: string
  html: string
}

export interface WebhooksOptions {
  db: Database
  signingKey: Uint8Array
  allowPrivate: boolean
  logger: Logger
  now: () => number
  sendMail: ((message: WebhookMail) => Promise<void>) | null
}

/** The `clicked` listener: one fold's counts per link into the tallies of links someone listens to. */
export const clickTallyListener =
  (db: Database, now: () => number) =>
  (counts: ReadonlyMap<number, number>): Promise<void> =>
    addClicks(db, counts, new Date(now()))

/**
 * The redirect's word that a follow took a capped link's last click: link.expired is queued after the
 * answer, off the redirect's path (a failure is logged by the error's name only, never a visitor's fact).
 */
export const outOfClicksListener =
  (db: Database, now: () => number, logger: Logger) =>
  (linkId: number): void =>
    void queueOutOfClicks(db, linkId, new Date(now())).catch((e: unknown) => logger.error('webhook link.expired failed', { ...describeError(e) }))

async function ownersOf(db: Database, workspaceId: number): Promise<{ to: string; language: Language }[]> {
  const members = await workspaceMembersOf(db, workspaceId)
  const owners = members.flatMap((m) => (m.role === 'owner' && m.email ? [{ to: m.email, userId: m.userId }] : []))
  return Promise.all(
    owners.map(async ({ to, userId }) => {
      const chosen = await findAccountLanguage(db, userId)
      return { to, language: chosen && isLanguage(chosen) ? chosen : BASE_LANGUAGE }
    }),
  )
}

/** The mail to an owner: the receiver by its host only (a URL's path or query may hold the receiver's own token). */
function disabledMail(to: string, language: Language, endpoint: { id: string; url: string }): WebhookMail {
  const words = catalogWords(language)
  const host = URL.canParse(endpoint.url) ? new URL(endpoint.url).host : words('mail_webhook_disabled_unknown_host')
  const text = `${words('mail_webhook_disabled_body')}\n\n${words('mail_webhook_disabled_endpoint', { endpoint: endpoint.id, host })}\n`
  // no markup in the catalogs' words, a host or an id: the text goes in as it is
  return { to, subject: words('mail_webhook_disabled_subject'), text, html: `<p>${text.replaceAll('\n\n', '</p><p>')}</p>` }
}

export function startWebhooks(opts: WebhooksOptions): WebhookWorker {
  const { db, logger, sendMail } = opts
  return startWebhookWorker({
    db,
    signingKey: opts.signingKey,
    allowPrivate: opts.allowPrivate,
    logger,
    now: opts.now,
    async onDisabled(endpoint) {
      if (!sendMail) return
      for (const { to, language } of await ownersOf(db, endpoint.workspaceId)) {
        await sendMail(disabledMail(to, language, endpoint)).catch(() => logger.error('webhook disabled mail failed', { endpoint: endpoint.id }))
      }
    },
  })
}
