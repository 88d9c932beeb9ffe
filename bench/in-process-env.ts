// The environment the in-process benches compose the product with (creation-profile.ts, miss-profile.ts):
// as `npm run bench` starts Snip, a JSON line per request formatted (and dropped by the caller's logWrite),
// no site to serve. Each bench adds its own settings.
export function inProcessEnv(dataDir: string, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return {
    PORT: '3000',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_DIR: `${dataDir}/no-site`,
    LOG_LEVEL: env.BENCH_LOG_LEVEL ?? 'info',
  }
}
