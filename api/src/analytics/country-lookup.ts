// Country (ISO 3166 code) of an IP address from an offline database shipped in an npm package:
// @ip-location-db/geo-whois-asn-country-mmdb (CC0, built from the RIRs' whois and ASN data; attribution
// to NRO in the README), read with mmdb-lib (MIT). No licence key, no network: the file is opened once,
// lazily, at the first flush that needs it (about 8 MB), mapped rather than copied where it can be
// (docs/decisions/0058).
import { createRequire } from 'node:module'
import { Reader, type CountryResponse } from 'mmdb-lib'
import { mappedFile } from './mapped-file'
import { isSpecialPurpose } from './special-addresses'

const require = createRequire(import.meta.url)
const DATABASE = '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb'

/** What unknown, private and loopback addresses become. */
export const UNKNOWN_COUNTRY = 'unknown'

let reader: Reader<CountryResponse> | null | undefined

function open(): Reader<CountryResponse> | null {
  if (reader === undefined) {
    try {
      // Records are decoded once per data offset: a country database has a few hundred distinct records,
      // so the cache stays small and a lookup is a tree walk (about 15 µs a lookup without it, 2 with it).
      const decoded = new Map<string | number, unknown>()
      reader = new Reader<CountryResponse>(mappedFile(require.resolve(DATABASE)), {
        cache: { get: (k) => decoded.get(k), set: (k, v) => decoded.size < 100_000 && decoded.set(k, v) },
      })
    } catch {
      reader = null // missing file: every country is unknown, counting goes on
    }
  }
  return reader
}

export function countryOf(ip: string): string {
  const db = open()
  if (!db) return UNKNOWN_COUNTRY
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip
  if (isSpecialPurpose(address)) return UNKNOWN_COUNTRY
  try {
    // this database's records are { country_code }, not MaxMind's nested shape
    const code = (db.get(address) as { country_code?: string } | null)?.country_code
    return code && /^[A-Z]{2}$/.test(code) ? code : UNKNOWN_COUNTRY
  } catch {
    return UNKNOWN_COUNTRY // not an address ('unknown', a proxy's garbage)
  }
}
