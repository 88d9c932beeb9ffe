// What a log line may say about a failure: its class, its own message without the statement's parameters
// (Drizzle appends them: user ids, targets, codes, session ids; the SQL itself holds only placeholders),
// and the driver's cause with every quoted value taken out. Never the values a request carried
// (docs/decisions/0007).

export interface ErrorFacts {
  /** The class and the message's first line, e.g. "DrizzleQueryError: Failed query: insert into "links" … values ($1, $2…)". */
  error: string
  /** The driver's own explanation, e.g. `PostgresError: relation "links" does not exist`. */
  cause?: string
  /** The driver's error code (SQLSTATE on PostgreSQL, SQLITE_… on SQLite). */
  code?: string
  /** Where it happened: stack frames only. */
  stack?: string
}

/** Drizzle's DrizzleQueryError: "Failed query: <sql with placeholders>\nparams: <values>". */
const isFailedQuery = (e: Error): e is Error & { query: string } => typeof (e as { query?: unknown }).query === 'string' && 'params' in e

/** postgres.js's own error for a statement run without Drizzle: the statement (placeholders only) as `query`. */
const isDriverQueryError = (e: Error): e is Error & { query: string } => typeof (e as { query?: unknown }).query === 'string' && 'parameters' in e

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/

/** Whether `name` is a name the SQL itself uses, quoted or not (its values are all placeholders). */
const namedBy = (sql: string, name: string) => sql.includes(`"${name}"`) || (IDENTIFIER.test(name) && new RegExp(`\\b${name}\\b`).test(sql))

/** The class, e.g. DrizzleQueryError, whose `name` says only "Error". */
const classOf = (e: Error) => (e.name !== 'Error' ? e.name : e.constructor?.name || 'Error')

const firstLine = (message: string) =>
  message
    .split(/\n?params:/)[0]!
    .split('\n')[0]!
    .trim()

const QUOTED = /(["'])((?:(?!\1).)*)\1/g

/**
 * The message's first line with every quoted part replaced by "…" — PostgreSQL quotes the values it
 * could not take (`value "2147483648" is out of range for type integer`, `invalid input syntax for type
 * integer: "abc"`) — except names the failed SQL uses itself, quoted or not (`relation "links" does not exist`).
 */
function withoutValues(message: string, sql: string): string {
  return firstLine(message).replace(QUOTED, (whole, quote: string, inner: string) => (inner && namedBy(sql, inner) ? whole : `${quote}…${quote}`))
}

export function describeError(error: unknown): ErrorFacts {
  if (!(error instanceof Error)) return { error: 'non-error thrown' }
  const sql = isFailedQuery(error) ? error.query : ''
  const facts: ErrorFacts = {
    error: `${classOf(error)}: ${sql ? firstLine(error.message) : withoutValues(error.message, isDriverQueryError(error) ? error.query : '')}`,
  }
  const cause = error.cause instanceof Error ? error.cause : undefined
  if (cause) facts.cause = `${classOf(cause)}: ${withoutValues(cause.message, sql)}`
  const code = ((cause ?? error) as { code?: unknown }).code
  if (typeof code === 'string') facts.code = code
  const frames = (cause ?? error).stack?.split('\n').filter((l) => /^\s+at /.test(l))
  if (frames?.length) facts.stack = frames.slice(0, 5).join('\n')
  return facts
}
