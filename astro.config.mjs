// Astro builds the site into dist/: prerendered pages with React islands (see issue #4).
import { fileURLToPath } from 'node:url'
import { paraglideVitePlugin } from '@inlang/paraglide-js'
import react from '@astrojs/react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'astro/config'

/** `client:signed-in`: hydrate an island only in a browser with a stored session (features/session-hint). */
const signedInIslands = {
  name: 'snip-signed-in-islands',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({ name: 'signed-in', entrypoint: './site/src/features/session-hint/signed-in-directive.ts' }),
  },
}

/**
 * A feature's door (features/<name>/index.ts) only re-exports: marked free of side effects, importing one
 * thing through it brings that thing's module into a page, not the feature's other modules.
 */
const featureDoor = /\/site\/src\/features\/[^/]+\/index\.ts$/

/**
 * The catalogs (site/messages/{locale}.json) compiled into one module per message in site/src/paraglide/, on
 * every build and as they change in dev; a page brings in only the messages it calls (docs/decisions/0088).
 */
const paraglide = paraglideVitePlugin({
  project: './site/project.inlang',
  outdir: './site/src/paraglide',
  emitGitIgnore: true,
  emitReadme: false,
  emitPrettierIgnore: false,
})

export default defineConfig({
  srcDir: './site/src',
  publicDir: './site/public',
  outDir: './dist',
  output: 'static',
  build: { format: 'directory' },
  integrations: [react(), signedInIslands],
  // Spec §2: /login, /register and /dashboard are the /app routes (static pages with a meta refresh).
  redirects: { '/login': '/app/login', '/register': '/app/register', '/dashboard': '/app/dashboard' },
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss(), paraglide],
    build: { rolldownOptions: { treeshake: { moduleSideEffects: (id) => !featureDoor.test(id) } } },
    resolve: {
      // '@contracts' is the whole contracts module (zod included); '@contracts/<module>' one module of it.
      alias: [
        { find: /^@contracts$/, replacement: fileURLToPath(new URL('./api/src/contracts/index.ts', import.meta.url)) },
        { find: /^@contracts\//, replacement: fileURLToPath(new URL('./api/src/contracts/', import.meta.url)) },
      ],
    },
  },
})
