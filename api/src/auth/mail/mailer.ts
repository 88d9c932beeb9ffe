// Outgoing mail through nodemailer, configured by SMTP_URL and MAIL_FROM. nodemailer is loaded only when
// SMTP is configured (it is one of the larger modules: ~15 MB of start-up memory otherwise spent for nothing).
import type { Transporter } from 'nodemailer'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
}

export interface Mailer {
  send(message: MailMessage): Promise<void>
  close(): void
}

export function createMailer(smtpUrl: string, from: string): Mailer {
  const transport: Promise<Transporter> = import('nodemailer').then((m) => m.default.createTransport(smtpUrl))
  return {
    async send(message) {
      await (await transport).sendMail({ from, ...message })
    },
    close: () => void transport.then((t) => t.close()),
  }
}
