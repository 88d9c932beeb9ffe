// docs/configuration.md, written from the settings' reference (config-reference.ts):
// `npm run docs:config` writes it; config-docs.test.ts fails when the committed page differs.
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { SETTINGS } from '../config-reference'

export const CONFIGURATION_PAGE = fileURLToPath(new URL('../../../docs/configuration.md', import.meta.url))

const INTRO = `# Configuration

<!-- Generated from api/src/config-reference.ts by \`npm run docs:config\`: edit that file, not this one. -->

All settings are environment variables, read once at start (\`api/src/config.ts\`). A bad value stops the
start with a message naming the variable. They may also come from a \`.env\` file in the directory Snip
starts in (copy [.env.example](../.env.example), which lists them all): a variable set in the real
environment always wins over the file; only \`./.env\` is read, not \`.env.local\` or \`.env.production\`
([decision 30](decisions/0030-env-file.md)).
`

export function configurationPage(): string {
  const rows = SETTINGS.map((s) => `| ${s.names.map((n) => `\`${n}\``).join(', ')} | ${s.default} | ${s.meaning} |`)
  return `${INTRO}\n| Variable | Default | Meaning |\n|---|---|---|\n${rows.join('\n')}\n`
}

if (import.meta.main) {
  writeFileSync(CONFIGURATION_PAGE, configurationPage())
  console.log(`wrote ${CONFIGURATION_PAGE} (${SETTINGS.length} settings)`)
}
