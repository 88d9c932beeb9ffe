// Generators of HTTP requests for the fuzz test: every /api route (read from the route table) and every
// /auth/v1 route (and the redirect), with ids, codes, query strings, headers and bodies drawn from hostile
// and ordinary values alike; bodies as JSON, as multipart and urlencoded forms, and the auth metadata
// (`data`) sent where it is stored.
import fc from 'fast-check'
import { AUTH_BODY_ROUTES, apiRoutes } from '../api-routes'
import { multipartBody, urlencodedBody } from '../form-bodies'

export interface FuzzRequest {
  method: string
  path: string
  headers: Record<string, string>
  body?: string
}

export interface FuzzTokens {
  anonKey: string
  mallory: string
  /** A user only the metadata requests use: no generated sign-out ends their session. */
  metadataUser: string
}

/** Text of every kind: ASCII, any code point (NUL, controls, lone surrogates), and classic troublemakers. */
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u202e',
    '\ud800',
    'a\udc00b',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>',
    '%00',
    '\\',
    '"',
    '{}',
    'null',
    'a'.repeat(5000),
  ),
)

const email = fc.oneof(
  fc.emailAddress(),
  text,
  text.map((t) => `${t}@example.com`),
  fc.constant('a\u0000b@example.com'),
)
const url = fc.oneof(
  fc.webUrl(),
  text,
  fc.constantFrom('javascript:alert(1)', 'http://[::1]:0/', 'https://example.com/' + 'x'.repeat(5000), 'ftp://x', 'example.com'),
)
const id = fc.oneof(
  fc.integer().map(String),
  fc.nat(20).map(String),
  fc.constantFrom('0', '-1', '1e3', 'NaN', 'Infinity', '9007199254740993', '99999999999999999999', '1.5', ' 1', '0x10', '1;', 'me'),
  text,
)
const code = fc.oneof(
  fc.constantFrom('alice-one', 'Alice_3', 'alice-off', 'ALICE-ONE', 'abc', 'a'.repeat(65)),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,70}$/),
  text,
)

/** Any JSON value, nested a little or a lot (but below the depth where the old framework path was quadratic). */
const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  fc.jsonValue({ maxDepth: 3 }),
  text,
  fc.integer({ min: 1, max: 40 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth))),
  fc.constantFrom(null, true, false, 0, -1, 1e308, 'true'),
)

const fieldNames = [
  'originalUrl',
  'shortCode',
  'isActive',
  'username',
  'email',
  'password',
  'data',
  'options',
  'refresh_token',
  'token',
  'token_hash',
  'type',
  'code_verifier',
  'code_challenge',
  'code_challenge_method',
  'redirect_to',
  'scope',
  'phone',
  'nonce',
  'gotrue_meta_security',
  '__proto__',
  'constructor',
]

/** A JSON body built from the endpoint fields with plausible or hostile values, or anything at all. */
const jsonBody = fc.oneof(
  fc
    .record(
      {
        originalUrl: url,
        shortCode: code,
        isActive: fc.oneof(fc.boolean(), jsonValue),
        username: text,
        email,
        password: fc.oneof(text, fc.constant('correct-horse-battery')),
        data: fc.oneof(fc.dictionary(text, jsonValue, { maxKeys: 3 }), jsonValue),
        refresh_token: text,
        token: text,
        type: fc.oneof(fc.constantFrom('signup', 'recovery', 'email', 'magiclink', 'invite', 'email_change'), text),
        redirect_to: url,
      },
      { requiredKeys: [] },
    )
    .map((o) => JSON.stringify(o)),
  fc.dictionary(fc.constantFrom(...fieldNames), jsonValue, { maxKeys: 5 }).map((o) => JSON.stringify(o)),
  jsonValue.map((v) => JSON.stringify(v) ?? 'undefined'),
  text,
  fc.constantFrom('{', '{"originalUrl":', '[]', '""', 'null', '{"a":1,"a":2}', '\u0000'),
)

type Route = [method: string, path: fc.Arbitrary<string>]
/** Percent-encoded; a lone surrogate as the three bytes it would have in UTF-8 (encodeURIComponent throws on it). */
const percentEncoded = (s: string) =>
  [...s]
    .map((ch) => {
      const c = ch.charCodeAt(0)
      if (ch.length > 1 || c < 0xd800 || c > 0xdfff) return encodeURIComponent(ch)
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('')
    })
    .join('')
const enc = (a: fc.Arbitrary<string>) =>
  fc.oneof(
    a.map(percentEncoded),
    a.filter((s) => /^[\x21-\x7e]*$/.test(s) && !/[#?]/.test(s)),
  )

const query = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(fc.oneof(fc.constantFrom('format', 'grant_type', 'redirect_to', 'type', 'token', 'scope', 'q'), text), text, { maxKeys: 3 })
    .map((q) => `?${new URLSearchParams(q)}`),
  fc.constantFrom(
    '?format=svg',
    '?format=png',
    '?format=data-url',
    '?format=%00',
    '?grant_type=password',
    '?grant_type=refresh_token',
    '?grant_type=pkce',
    '?grant_type=',
    '?&&=&',
    '?%zz',
  ),
)

/** A route pattern's path, each `:param` drawn from ids, codes or hostile text. */
function pathOf(pattern: string): fc.Arbitrary<string> {
  const parts = pattern.split(/(:[A-Za-z]+)/).map((part) => (part === ':code' ? enc(code) : part.startsWith(':') ? enc(id) : fc.constant(part)))
  return fc.tuple(...parts).map((p) => p.join(''))
}

const routes: Route[] = [
  ...apiRoutes().map((r): Route => [r.method, pathOf(r.path)]),
  ['GET', fc.constantFrom('/api/nothing-here', '/api')],
  ...AUTH_BODY_ROUTES.map((r): Route => [r.method, pathOf(r.path.replace(/\/1(\/|$)/, '/:id$1'))]),
  ['GET', fc.constant('/auth/v1/user')],
  ['GET', fc.constant('/auth/v1/verify')],
  ['GET', fc.constantFrom('/auth/v1/settings', '/auth/v1/health', '/auth/v1/.well-known/jwks.json', '/auth/v1/nothing-here')],
  ['GET', enc(code).map((c) => `/${c}`)],
]

/**
 * A form's fields: the endpoints' names (or any) with text, JSON text (the framework's form parser reads a
 * field that starts with `{` or `[` as JSON), a lone quote, or brackets nested up to 20,000 deep.
 */
const formFields = fc.array(
  fc.tuple(
    fc.oneof(fc.constantFrom(...fieldNames), text),
    fc.oneof(
      text,
      jsonValue.map((v) => JSON.stringify(v) ?? ''),
      fc.constantFrom('"', '[', '{"a":'),
      fc.integer({ min: 1, max: 20_000 }).map((d) => '['.repeat(d) + ']'.repeat(d)),
    ),
  ),
  { maxLength: 5 },
)

/** A body with its Content-Type: JSON (under any type, or none), or a multipart or urlencoded form. */
const typedBody: fc.Arbitrary<{ type?: string; body: string }> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .record({ type: fc.option(fc.constant('application/json'), { freq: 4 }), body: jsonBody })
      .map(({ type, body }) => ({ type: type ?? undefined, body })),
  },
  { weight: 1, arbitrary: formFields.map(multipartBody) },
  { weight: 1, arbitrary: formFields.map(urlencodedBody) },
)

const contentType = fc.oneof(
  fc.constantFrom(
    'application/json',
    'application/json;charset=UTF-8',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/octet-stream',
  ),
  text.filter((t) => /^[\x20-\x7e]*$/.test(t)),
)
const headerValue = (a: fc.Arbitrary<string>) => a.filter((t) => /^[\x20-\x7e]*$/.test(t))

function anyRequest(tokens: () => FuzzTokens): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      route: fc.constantFrom(...routes).chain(([method, path]) => fc.tuple(fc.constant(method), path)),
      method: fc.option(fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'), { freq: 5 }),
      query,
      auth: fc.constantFrom('none', 'mallory', 'garbage', 'basic', 'anon-key', 'random'),
      random: headerValue(text),
      apikey: fc.constantFrom('anon', 'none', 'wrong'),
      contentType: fc.option(contentType, { freq: 8 }),
      version: fc.constantFrom('2024-01-01', 'none', 'none', '1999-01-01'),
      idempotency: fc.option(headerValue(text), { freq: 4 }),
      typed: typedBody,
    })
    .map(({ route: [routeMethod, path], method, query, auth, random, apikey, contentType, version, idempotency, typed }) => {
      const t = tokens()
      const verb = method ?? routeMethod
      const headers: Record<string, string> = {}
      const bearer = {
        none: '',
        mallory: `Bearer ${t.mallory}`,
        garbage: 'Bearer a.b.c',
        basic: 'Basic YTpi',
        'anon-key': `Bearer ${t.anonKey}`,
        random: `Bearer ${random}`,
      }[auth]
      if (bearer) headers.authorization = bearer
      if (apikey !== 'none') headers.apikey = apikey === 'anon' ? t.anonKey : 'wrong-key'
      if (version !== 'none') headers['x-supabase-api-version'] = version
      if (idempotency !== null) headers['idempotency-key'] = idempotency
      const sendsBody = verb !== 'GET' && verb !== 'HEAD'
      // a JSON body goes under the generated type (JSON mostly), a form under its own
      if (sendsBody) headers['content-type'] = typed.type ?? contentType ?? 'application/json'
      return { method: verb, path: path + query, headers, body: sendsBody ? typed.body : undefined }
    })
}

/** User metadata: any keys (lone surrogates, NUL, prototype names, long ones) with any JSON values. */
const metadata = fc.dictionary(fc.oneof(text, fc.constantFrom('__proto__', 'constructor', 'role', 'k'.repeat(3000))), jsonValue, { maxKeys: 4 })

/**
 * The auth metadata where it is stored: a sign-up of a new address with a good password (so the metadata
 * reaches the database), and PUT /auth/v1/user as a signed-in user.
 */
function metadataRequest(tokens: () => FuzzTokens): fc.Arbitrary<FuzzRequest> {
  const headers = (bearer?: string): Record<string, string> => ({
    apikey: tokens().anonKey,
    'content-type': 'application/json;charset=UTF-8',
    'x-supabase-api-version': '2024-01-01',
    ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
  })
  return fc.oneof(
    {
      weight: 1,
      arbitrary: fc.record({ name: fc.stringMatching(/^[a-z0-9]{16}$/), data: metadata }).map(({ name, data }) => ({
        method: 'POST',
        path: '/auth/v1/signup',
        headers: headers(),
        body: JSON.stringify({ email: `meta-${name}@example.com`, password: 'correct-horse-battery', data }),
      })),
    },
    // a sign-up hashes its password (tens of milliseconds): one in five, to keep the run short
    {
      weight: 4,
      arbitrary: metadata.map((data) => ({ method: 'PUT', path: '/auth/v1/user', headers: headers(tokens().metadataUser), body: JSON.stringify({ data }) })),
    },
  )
}

/** A request to any route, or (one in twenty) the auth metadata where it is stored. */
export const fuzzRequest = (tokens: () => FuzzTokens): fc.Arbitrary<FuzzRequest> =>
  fc.oneof({ weight: 19, arbitrary: anyRequest(tokens) }, { weight: 1, arbitrary: metadataRequest(tokens) })
