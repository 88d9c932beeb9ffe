// Which bodies are JSON by their Content-Type. The API's routes and the auth service read JSON only (an
// import upload aside): a form or text body is refused before anything parses it, since the framework's
// form parser reads a field that looks like JSON into a value no depth scan has seen (docs/decisions/0067).

/** Whether a Content-Type names JSON: `application/json`, with or without parameters (auth-js adds `;charset=UTF-8`). */
export function isJsonContentType(header: string | null): boolean {
  if (header === null) return false
  const semicolon = header.indexOf(';')
  return (semicolon < 0 ? header : header.slice(0, semicolon)).trim().toLowerCase() === 'application/json'
}
