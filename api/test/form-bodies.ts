// Bodies in the types browsers and scripts send besides JSON, for the tests that check JSON routes refuse them.

/** A multipart form with these fields, in this order (the boundary never occurs in the tests' values). */
export function multipartBody(fields: readonly (readonly [string, string])[]): { type: string; body: string } {
  const boundary = 'snip-form-boundary-4f1c'
  const parts = fields.map(([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
  return { type: `multipart/form-data; boundary=${boundary}`, body: `${parts.join('')}--${boundary}--\r\n` }
}

/** A urlencoded form with these fields (what an HTML form posts). */
export const urlencodedBody = (fields: readonly (readonly [string, string])[]) => ({
  type: 'application/x-www-form-urlencoded',
  body: new URLSearchParams(fields.map(([k, v]) => [k, v])).toString(),
})
