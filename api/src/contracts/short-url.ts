// The one builder of a short address: the public origin (PUBLIC_URL, as GET /api/config hands it to the
// site) and the code. The API (QR codes, e-mails), the home form and the dashboard all use it, so what a
// page shows, what it copies and what its QR code holds are the same address.
export function shortUrlOf(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/${code}`
}
