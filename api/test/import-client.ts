// Uploads for the import API tests: a fixture or any bytes, as a multipart form or as the raw body.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { signUpAndSignIn } from './auth-fixtures'
import { apiClient } from './http-client'

export const importFixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures/imports', name))

export interface UploadAnswer {
  status: number
  body: any
}

export function importClient(baseUrl: string, token?: string) {
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {}
  async function answer(res: Response): Promise<UploadAnswer> {
    const text = await res.text()
    try {
      return { status: res.status, body: JSON.parse(text) }
    } catch {
      return { status: res.status, body: text }
    }
  }
  return {
    /** A multipart form with the file and the options, as the dashboard sends it. */
    async form(path: string, file: Uint8Array | string, fields: Record<string, string> = {}, name = 'links.csv') {
      const form = new FormData()
      form.set('file', new Blob([file as BlobPart]), name)
      for (const [k, v] of Object.entries(fields)) form.set(k, v)
      return answer(await fetch(`${baseUrl}${path}`, { method: 'POST', headers: auth, body: form }))
    },
    /** The file as the raw body, options in the query. */
    async raw(path: string, file: Uint8Array | string, contentType = 'text/csv') {
      return answer(await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { ...auth, 'content-type': contentType }, body: file as BodyInit }))
    },
    async download(query: string) {
      const res = await fetch(`${baseUrl}/api/urls/export?${query}`, { headers: auth })
      return { status: res.status, headers: res.headers, text: await res.text() }
    },
  }
}

/** A new signed-in user with both clients: uploads and downloads (`up`), JSON calls (`call`). */
export async function importingUser(baseUrl: string) {
  const user = await signUpAndSignIn(baseUrl)
  return { user, up: importClient(baseUrl, user.accessToken), call: apiClient(baseUrl, user.accessToken) }
}
