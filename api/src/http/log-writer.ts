// Buffers log lines and writes them in batches, so per-request logs cost little on the hot path.
export interface LogWriter {
  write(line: string): void
  flush(): void
}

export function createLogWriter(out: (chunk: string) => void = (c) => process.stdout.write(c), everyMs = 200, maxBytes = 64 * 1024): LogWriter {
  let buffer: string[] = []
  let bytes = 0
  const flush = () => {
    if (buffer.length === 0) return
    const chunk = buffer.join('\n') + '\n'
    buffer = []
    bytes = 0
    out(chunk)
  }
  const timer = setInterval(flush, everyMs)
  timer.unref?.()
  return {
    write(line) {
      buffer.push(line)
      bytes += line.length
      if (bytes >= maxBytes) flush()
    },
    flush,
  }
}
