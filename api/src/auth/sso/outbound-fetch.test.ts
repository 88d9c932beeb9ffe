// The rule for where Snip's requests to a provider may go: the issuer's own host, else public addresses only.
import { describe, expect, it } from 'vitest'
import { BlockedEndpointError, checkEndpoint, isPrivateAddress } from './outbound-fetch'

describe('requests to a provider', () => {
  it('tells private, loopback, link-local and reserved addresses from public ones', () => {
    for (const a of [
      '10.1.2.3',
      '127.0.0.1',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
    ])
      expect(isPrivateAddress(a), a).toBe(true)
    for (const a of ['8.8.8.8', '172.32.0.1', '1.1.1.1', '2001:4860:4860::8888', '::ffff:8.8.8.8']) expect(isPrivateAddress(a), a).toBe(false)
  })

  it("allows the issuer's own host (the operator's choice, even on the LAN) and refuses other private hosts", async () => {
    await expect(checkEndpoint('http://127.0.0.1:9000', new URL('http://127.0.0.1:9000/jwks'))).resolves.toBeUndefined()
    await expect(checkEndpoint('https://idp.corp.lan', new URL('https://idp.corp.lan/token'))).resolves.toBeUndefined()
    await expect(checkEndpoint('http://127.0.0.1:9000', new URL('http://127.0.0.1:9001/jwks'))).rejects.toBeInstanceOf(BlockedEndpointError)
    await expect(checkEndpoint('https://idp.example', new URL('http://169.254.169.254/latest/meta-data'))).rejects.toBeInstanceOf(BlockedEndpointError)
    await expect(checkEndpoint('https://idp.example', new URL('http://localhost:8080/'))).rejects.toBeInstanceOf(BlockedEndpointError)
    await expect(checkEndpoint('https://idp.example', new URL('https://8.8.8.8/keys'))).resolves.toBeUndefined()
  })
})
