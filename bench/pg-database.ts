// A fresh PostgreSQL database for one bench run (created beside the one `adminUrl` names, dropped after),
// so a bench never writes into a database anyone else uses.
import postgres from 'postgres'

/** The server the in-process benches use: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local one. */
export const IN_PROCESS_PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

export async function createBenchDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `snip_bench_${Date.now().toString(36)}`
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${name}"`)
  await admin.end()
  const u = new URL(adminUrl)
  u.pathname = `/${name}`
  const drop = async () => {
    const a = postgres(adminUrl, { max: 1, onnotice: () => {} })
    await a.unsafe(`drop database if exists "${name}" with (force)`)
    await a.end()
  }
  return { url: u.toString(), drop }
}
