// The country database's bytes (docs/decisions/0058): mapped where the file can be, read where it cannot.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { mappedFile } from './mapped-file'

test('maps a file instead of copying it, with the same bytes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'snip-mapped-'))
  try {
    const file = join(dir, 'data.bin')
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256))
    writeFileSync(file, bytes)
    const mapped = mappedFile(file)
    expect(mapped.equals(bytes)).toBe(true)
    expect(mapped.readUInt32BE(65_536)).toBe(bytes.readUInt32BE(65_536)) // what mmdb-lib calls on it
    expect(readFileSync('/proc/self/maps', 'utf8')).toContain(file) // a mapping of the file, not a heap copy
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('reads a file that cannot be mapped instead of failing', () => {
  // procfs files cannot be mapped (EINVAL), as a file the server may not open for writing cannot (EACCES)
  expect(mappedFile('/proc/self/cmdline').equals(readFileSync('/proc/self/cmdline'))).toBe(true)
})
