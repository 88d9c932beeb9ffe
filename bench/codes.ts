// The seeded links, shared by the seeder, the baseline and (as a format string) bench/redirect.lua:
// link i has code b0000000 + i and a distinct target.
export const SEEDED_LINKS = 1_000_000

export const codeOf = (i: number) => `b${String(i).padStart(7, '0')}`
export const targetOf = (i: number) => `https://example.com/articles/${i}?utm_source=snip`
/** The same, as SQL over an integer column `i` (SQLite printf / PostgreSQL lpad). */
export const sqliteCodeSql = `'b' || printf('%07d', i)`
export const sqliteTargetSql = `'https://example.com/articles/' || i || '?utm_source=snip'`
export const postgresCodeSql = `'b' || lpad(i::text, 7, '0')`
export const postgresTargetSql = `'https://example.com/articles/' || i || '?utm_source=snip'`
