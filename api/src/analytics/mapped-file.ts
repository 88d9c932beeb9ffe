// A read-only file's bytes as a Buffer, mapped rather than copied where it can be (docs/decisions/0058):
// Bun.mmap with a private mapping (the file is never written), so its pages are file-backed and only the
// ones read are resident. Bun.mmap opens the file for writing, which fails where the file is not the
// server's to write (the Docker image's node_modules belong to root) or cannot be mapped at all: the
// file is then read into memory instead.
import { readFileSync } from 'node:fs'

export function mappedFile(file: string): Buffer {
  try {
    const mapped = Bun.mmap(file, { shared: false })
    return Buffer.from(mapped.buffer, mapped.byteOffset, mapped.byteLength)
  } catch {
    return readFileSync(file)
  }
}
