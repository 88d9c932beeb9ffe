// Reads a Prometheus text exposition (GET /metrics) for the metrics tests: the families it declares and the
// value of a sample, summed over the series whose labels include the ones asked for.
export interface Scrape {
  text: string
  /** Names from the `# TYPE` lines. */
  families: Set<string>
  /** Sum of the samples named `name` whose labels include `labels`; 0 when there is none. */
  value(name: string, labels?: Record<string, string>): number
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)$/
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g

export function parseScrape(text: string): Scrape {
  const families = new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]!))
  const samples = text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, name, labels = '', value] = SAMPLE.exec(line) ?? []
      if (!name) throw new Error(`not a sample line: ${line}`)
      return { name, labels: Object.fromEntries([...labels.matchAll(LABEL)].map((m) => [m[1]!, m[2]!])), value: Number(value) }
    })
  return {
    text,
    families,
    value: (name, labels = {}) =>
      samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)).reduce((sum, s) => sum + s.value, 0),
  }
}

export async function scrape(url: string, token?: string): Promise<Scrape> {
  const res = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {})
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`)
  return parseScrape(await res.text())
}
