// What a log line may say about a failure: its class, its own message without the statement's parameters
// (Drizzle appends them: user ids, targets, codes, session ids; the SQL itself holds only placeholders),
// and the driver's cause with any quoted value taken out. Never the values a request carried
// (docs/decisions/0007, issue 11).

export interface ErrorFacts {
  /** The class and the message's first line, e.g. "Error: Failed query: insert into "links" … values ($1, $2…)". */
  error: string
  /** The driver's own explanation, e.g. `PostgresError: relation "links" does not exist`. */
  cause?: string
  /** The driver's error code (SQLSTATE on PostgreSQL, SQLITE_… on SQLite). */
  code?: string
  /** Where it happened: stack frames only. */
  stack?: string
}

/** The first line, without parameters: Drizzle's "Failed query: <sql with placeholders>\nparams: <values>" keeps its SQL. */
function ownMessage(message: string): string {
  return message.split(/\n?params:/)[0]!.split('\n')[0]!.trim()
}

/** A driver message without quoted values after a colon (`invalid input syntax for type integer: "abc"`). */
function withoutValues(message: string): string {
  return message.split('\n')[0]!.replace(/:\s*(["'])(?:(?!\1).)*\1/g, ': …')
}

export function describeError(error: unknown): ErrorFacts {
  if (!(error instanceof Error)) return { error: 'non-error thrown' }
  const facts: ErrorFacts = { error: `${error.name}: ${ownMessage(error.message)}` }
  const cause = error.cause
  if (cause instanceof Error) {
    facts.cause = `${cause.name}: ${withoutValues(cause.message)}`
    const code = (cause as { code?: unknown }).code
    if (typeof code === 'string') facts.code = code
  }
  const frames = (cause instanceof Error ? cause : error).stack?.split('\n').filter((l) => /^\s+at /.test(l))
  if (frames?.length) facts.stack = frames.slice(0, 5).join('\n')
  return facts
}
