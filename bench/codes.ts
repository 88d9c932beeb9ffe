// The seeded links, shared by the seeder, the baseline and (as a format string) bench/redirect.lua:
// link i has code b0000000 + i and a distinct target. BENCH_LINKS (default 1,000,000; at most 10,000,000,
// the codes' seven digits) sets how many.
export const SEEDED_LINKS = seededLinks(process.env.BENCH_LINKS)

function seededLinks(value: string | undefined): number {
  const n = Number(value ?? 1_000_000)
  if (!Number.isInteger(n) || n < 100_000 || n > 10_000_000) throw new Error(`BENCH_LINKS must be an integer from 100,000 to 10,000,000, not ${value}`)
  return n
}

export const codeOf = (i: number) => `b${String(i).padStart(7, '0')}`
export const targetOf = (i: number) => `https://example.com/articles/${i}?utm_source=snip`
/** The same, as SQL over an integer column `i` (SQLite printf / PostgreSQL lpad). */
export const sqliteCodeSql = `'b' || printf('%07d', i)`
export const sqliteTargetSql = `'https://example.com/articles/' || i || '?utm_source=snip'`
export const postgresCodeSql = `'b' || lpad(i::text, 7, '0')`
export const postgresTargetSql = `'https://example.com/articles/' || i || '?utm_source=snip'`
