// Structured logs: one JSON line per event. Never pass IP addresses, tokens or passwords in fields.
import type { LogLevel } from '../config'

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 }

export type LogFields = Record<string, unknown>

export interface Logger {
  debug(msg: string, fields?: LogFields): void
  info(msg: string, fields?: LogFields): void
  warn(msg: string, fields?: LogFields): void
  error(msg: string, fields?: LogFields): void
}

let lastMs = 0
let lastIso = ''
/** new Date().toISOString(), formatted at most once per millisecond (the request log asks thousands of times a second). */
export function isoNow(): string {
  const now = Date.now()
  if (now !== lastMs) {
    lastMs = now
    lastIso = new Date(now).toISOString()
  }
  return lastIso
}

export function logsAt(level: LogLevel, wanted: Exclude<LogLevel, 'silent'>): boolean {
  return order[wanted] >= order[level]
}

/**
 * The per-request line, the same JSON as logger.info('request', { requestId, method, path, status, ms }),
 * written by hand: it runs on every redirect. `plain`: the caller checked that method and path need no
 * JSON escaping (a short-code path, GET or HEAD).
 */
export function requestLine(requestId: string, method: string, path: string, status: number, ms: number, plain = false): string {
  const m = plain ? `"${method}"` : JSON.stringify(method)
  const p = plain ? `"${path}"` : JSON.stringify(path)
  return `{"time":"${isoNow()}","level":"info","msg":"request","requestId":"${requestId}","method":${m},"path":${p},"status":${status},"ms":${ms}}`
}

export function createLogger(level: LogLevel, write: (line: string) => void = (l) => process.stdout.write(l + '\n')): Logger {
  const at = (lvl: Exclude<LogLevel, 'silent'>) => (msg: string, fields?: LogFields) => {
    if (order[lvl] < order[level]) return
    write(JSON.stringify({ time: isoNow(), level: lvl, msg, ...fields }))
  }
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') }
}
