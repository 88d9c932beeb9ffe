// What the CLI prints and how it ends: results on stdout, problems on stderr; exit 0 when done, 1 when the
// work failed, 2 when the command line was wrong (scripts can trust these).
export class CliError extends Error {}

export const EXIT = { ok: 0, failed: 1, usage: 2 } as const

export function say(line: string): void {
  process.stdout.write(`${line}\n`)
}

/** Rows as aligned columns, a header first. */
export function table(rows: Record<string, string | number | boolean | null>[], columns: string[]): void {
  const cells = [columns, ...rows.map((r) => columns.map((c) => String(r[c] ?? '')))]
  const widths = columns.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)))
  for (const row of cells)
    say(
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
}
