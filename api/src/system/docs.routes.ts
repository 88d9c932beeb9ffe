// The OpenAPI document (generated from the route schemas) at /api/docs/json, and a small self-hosted
// viewer at /api/docs: no CDN, no third-party script. Its code blocks scroll sideways, so each is in the tab
// order with a name (a keyboard can only scroll what it can reach).
import { createHash } from 'node:crypto'
import { openapi } from '@elysiajs/openapi'
import { Elysia } from 'elysia'
import { z } from 'zod'
import { openapiComponents, redirectPath } from './openapi-parts'

const style = `body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111}
code,pre{font:13px ui-monospace,monospace}pre{background:#f4f4f5;padding:.75rem;overflow:auto;border-radius:6px}pre:focus-visible{outline:2px solid #2563eb;outline-offset:2px}
.op{border:1px solid #e4e4e7;border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}.m{font-weight:700;text-transform:uppercase;margin-right:.5rem}`

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Snip API</title><style>${style}</style>
</head><body><h1>Snip API</h1><p>Machine-readable document: <a href="/api/docs/json">/api/docs/json</a> (OpenAPI 3.1).
Authenticate with <code>Authorization: Bearer &lt;access token&gt;</code>.</p><main id="ops">Loading…</main>
<script src="/api/docs/viewer.js"></script></body></html>`

const viewer = `fetch('/api/docs/json').then(r=>r.json()).then(doc=>{const main=document.getElementById('ops');main.textContent='';
for(const [path,ops] of Object.entries(doc.paths||{})){for(const [method,op] of Object.entries(ops)){const d=document.createElement('section');d.className='op';
const h=document.createElement('h2');const m=document.createElement('span');m.className='m';m.textContent=method;const p=document.createElement('code');p.textContent=path;
h.append(m,p);d.append(h);if(op.summary){const s=document.createElement('p');s.textContent=op.summary;d.append(s)}
const body=op.requestBody&&op.requestBody.content&&op.requestBody.content['application/json'];if(body){const pre=document.createElement('pre');pre.textContent=JSON.stringify(body.schema,null,2);
pre.tabIndex=0;pre.setAttribute('role','region');pre.setAttribute('aria-label','Request body of '+method.toUpperCase()+' '+path);d.append(pre)}
main.append(d)}}})`

/**
 * The page's own policy (the API's default allows nothing): its viewer script, the document it fetches,
 * and exactly its inline style, by hash.
 */
export const docsPageCsp = [
  "default-src 'none'",
  "script-src 'self'",
  "connect-src 'self'",
  `style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

/** `schemas`: the components of the rooms above this one (listing, analytics), handed in by the composition. */
export function docsRoutes(schemas: Record<string, unknown> = {}) {
  return new Elysia({ name: 'docs' })
    .use(
      openapi({
        path: '/docs',
        specPath: '/docs/json',
        provider: null,
        // Request bodies are described as clients send them (a transform's input side); a part JSON Schema
        // cannot express becomes `{}` instead of an exception (which the plugin logged with its stack).
        mapJsonSchema: { zod: (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) },
        exclude: { paths: ['/api/docs', '/api/docs/viewer.js', '/api/docs/json'] },
        documentation: {
          info: {
            title: 'Snip API',
            version: '1',
            description:
              'Links, statistics, QR codes and user records. Most operations need `Authorization: Bearer <access token>`: get one from the embedded auth service, `POST /auth/v1/token?grant_type=password` with the header `apikey: <supabaseAnonKey from GET /api/config>` and the body `{"email": …, "password": …}`; the answer holds `access_token` (valid one hour) and `refresh_token`. Scripts can send an API key instead (`Authorization: Bearer snip_…`, created in the account settings): it acts in its one workspace within its scopes and its creator\'s role there, until revoked or expired. Every error answers `{code, message}` (see the Error schema for every code). Short links themselves are followed at `GET /{code}`.',
          },
          components: { ...openapiComponents, schemas: { ...openapiComponents.schemas, ...schemas } } as never,
          paths: redirectPath as never,
        },
      }),
    )
    .get('/docs', () => new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': docsPageCsp } }), {
      detail: { hide: true },
    })
    .get('/docs/viewer.js', () => new Response(viewer, { headers: { 'content-type': 'text/javascript; charset=utf-8' } }), {
      detail: { hide: true },
    })
}
