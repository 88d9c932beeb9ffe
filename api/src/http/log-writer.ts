// Buffers log lines and writes them in batches, so per-request logs cost little on the hot path.
export interface LogWriter {
  write(line: string): void
  flush(): void
}

export function createLogWriter(out: (chunk: string) => void = (c) => process.stdout.write(c), everyMs = 200, maxBytes = 64 * 1024): LogWriter {
  // One growing string (cheap appends), not an array joined at flush time.
  let buffer = ''
  const flush = () => {
    if (buffer.length === 0) return
    const chunk = buffer
    buffer = ''
    out(chunk)
  }
  const timer = setInterval(flush, everyMs)
  timer.unref?.()
  return {
    write(line) {
      buffer += line + '\n'
      if (buffer.length >= maxBytes) flush()
    },
    flush,
  }
}
