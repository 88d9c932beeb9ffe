// The uploaded bytes → text: UTF-8 only (a byte that is not UTF-8 refuses the whole file, so no row is
// stored half-decoded), the byte-order mark dropped, no NUL (PostgreSQL refuses it in text).
import { errorCodes, limits, importMessages } from '../contracts'
import { AppError } from '../http/app-error'

export const unreadable = (message: string) => new AppError(400, errorCodes.importUnreadable, message)

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })

export function decodeImportFile(bytes: Uint8Array): string {
  if (bytes.byteLength > limits.importMaxBytes) throw fileTooLarge()
  let text: string
  try {
    text = utf8.decode(bytes)
  } catch {
    throw unreadable(importMessages.notUtf8)
  }
  if (text.includes('\u0000')) throw unreadable(importMessages.notUtf8)
  if (text.trim() === '') throw unreadable(importMessages.noRows)
  return text
}

export const fileTooLarge = () => new AppError(413, errorCodes.tooLarge, importMessages.fileTooLarge(limits.importMaxBytes / 1024 / 1024))

/** Refuses a line-oriented file (CSV, SQL dump lines are not checked) with a line longer than the limit. */
export function checkLineLengths(text: string, max = limits.importMaxLineChars): void {
  let start = 0
  let line = 1
  while (start <= text.length) {
    let end = text.indexOf('\n', start)
    if (end < 0) end = text.length
    if (end - start > max) throw unreadable(importMessages.lineTooLong(line, max))
    start = end + 1
    line++
  }
}
