// A SQLite server drops the codes another process recorded, and empties its whole cache when it missed a
// change (two between its looks): two connections on one file, as the CLI and a server are.
import { Database as BunSqlite } from 'bun:sqlite'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { tempDir, waitUntil } from '../../test/waiting'
import { createLinkCache } from './link-cache'
import { recordLinkChanges, watchLinkChanges } from './sqlite-link-changes'

const dirs = tempDir('link-changes-')
afterAll(() => dirs.remove())
let files = 0

/** A server's connection and the CLI's on one new file holding the settings table. */
function twoConnections() {
  const file = join(dirs.dir, `db${++files}.sqlite`)
  const server = new BunSqlite(file)
  server.exec('pragma journal_mode = wal; create table server_settings (key text primary key, value text not null, created_at integer)')
  const cli = new BunSqlite(file)
  return { server, cli, close: () => (cli.close(), server.close()) }
}

test('one recorded change drops its codes; a missed one empties the cache', async () => {
  const { server, cli, close } = twoConnections()
  const cache = createLinkCache(100)
  const fill = () =>
    ['aaaaa', 'bbbbb', 'ccccc'].forEach((code, id) => cache.set(code, { id, url: `https://x.example/${id}`, isActive: true } as never, cache.generation))
  fill()
  const stop = watchLinkChanges(server, cache, 20)
  try {
    recordLinkChanges(cli, ['aaaaa'])
    await waitUntil(() => cache.size === 2, 'the recorded code to drop', 5000)
    expect([cache.get('aaaaa'), cache.get('bbbbb')?.url]).toEqual([undefined, 'https://x.example/1'])
    const clears = cache.clears
    stop()
    recordLinkChanges(cli, ['bbbbb'])
    recordLinkChanges(cli, ['ccccc'])
    const again = watchLinkChanges(server, cache, 20) // starts from what is recorded now: nothing missed
    again()
    expect(cache.clears).toBe(clears)
  } finally {
    stop()
    close()
  }
})

test('two changes between looks empty the whole cache', async () => {
  const { server, cli, close } = twoConnections()
  const cache = createLinkCache(100)
  cache.set('ddddd', { id: 1, url: 'https://x.example/d', isActive: true } as never, cache.generation)
  // Looks rarely, so both changes land between two looks.
  const stop = watchLinkChanges(server, cache, 300)
  try {
    recordLinkChanges(cli, ['aaaaa'])
    recordLinkChanges(cli, ['bbbbb'])
    await waitUntil(() => cache.clears === 1, 'the cache to be emptied', 5000)
    expect(cache.get('ddddd')).toBeUndefined()
  } finally {
    stop()
    close()
  }
})
