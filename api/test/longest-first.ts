// The order test files start in: the longest first, so that no long file starts last and runs alone while the
// other worker idles. Vitest orders by the durations it cached on this machine; a fresh clone (CI) has none,
// and Vitest then starts the larger files first, which put the long browser tours (small files that call a
// shared module) at the very end. Without a cache, the durations measured in a full run
// (file-durations.json, seconds, files of 10 s and more) order the files; the rest follow, larger first.
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import measured from './file-durations.json'

const seconds = measured as Record<string, number>

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files) // projects in their order, then Vitest's own order
    const cached = files.every((spec) => this.ctx.cache.getTestSpecificationResult(spec))
    if (cached) return sorted
    const root = `${this.ctx.config.root}/`
    const known = (spec: TestSpecification) => seconds[spec.moduleId.replace(root, '')] ?? 0
    const position = new Map(sorted.map((spec, i) => [spec, i]))
    return [...sorted].sort((a, b) => {
      if (a.project.name !== b.project.name) return position.get(a)! - position.get(b)!
      return known(b) - known(a) || position.get(a)! - position.get(b)!
    })
  }
}
