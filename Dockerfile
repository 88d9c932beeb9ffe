# Snip's container image. Multi-stage: the site is built with every dependency; the runtime stage holds
# only the server's code, its production dependencies, the migrations and the built site, and runs as a
# non-root user with its SQLite database on the /data volume. README.md § Container explains it.
#
#   docker build -t snip .                      (or: buildah bud --format docker -t snip .)
#   docker run -p 3000:3000 -v snip-data:/data snip
#
# Every instruction runs without a shell (exec form), so any base that has bun on its PATH works: the
# official image by default, or the bun-only image CI builds (.ci/container-test).
ARG BUN_IMAGE=oven/bun:1.4.5-slim

# --- The site: all dependencies, then astro build into /app/dist (astro by path: its bin stub needs /usr/bin/env) ---
FROM ${BUN_IMAGE} AS site
WORKDIR /app
ENV BUN_INSTALL_CACHE_DIR=/cache/bun NODE_ENV=production ASTRO_TELEMETRY_DISABLED=1
COPY package.json package-lock.json bunfig.toml ./
RUN --mount=type=cache,target=/cache/bun ["bun", "install", "--frozen-lockfile", "--ignore-scripts"]
COPY tsconfig.json astro.config.mjs ./
COPY site ./site
COPY api/src/contracts ./api/src/contracts
RUN ["bun", "--bun", "node_modules/astro/bin/astro.mjs", "build"]
# An empty /data owned by the runtime user (the runtime stage has no shell to mkdir/chown with).
RUN ["bun", "-e", "require('node:fs').mkdirSync('/out/data', { recursive: true })"]

# --- Production dependencies only ---
FROM ${BUN_IMAGE} AS deps
WORKDIR /app
ENV BUN_INSTALL_CACHE_DIR=/cache/bun
COPY package.json package-lock.json bunfig.toml ./
RUN --mount=type=cache,target=/cache/bun ["bun", "install", "--production", "--omit=optional", "--ignore-scripts"]
# The fixes Snip carries for its dependencies (patches/, docs/decisions/0068): scripts are off above, so
# they are applied here, as `npm install` does through its postinstall script.
COPY patches ./patches
RUN ["bun", "node_modules/patch-package/index.js"]
# Never loaded at run time: optional type-only peers (typescript, @types/*) and the npm copy of bun (the
# base image has bun).
RUN ["bun", "-e", "for (const p of ['typescript', 'bun-types', '@types', 'undici-types', 'bun', '.bin']) require('node:fs').rmSync('node_modules/' + p, { recursive: true, force: true })"]

# --- Runtime ---
FROM ${BUN_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data SITE_DIR=/app/dist
COPY --from=deps /app/node_modules ./node_modules
COPY package.json bunfig.toml ./
COPY drizzle/sqlite ./drizzle/sqlite
COPY drizzle/postgres ./drizzle/postgres
COPY api/src ./api/src
# The catalogs: the API's error messages in the caller's language (api/src/http/translate-message.ts) and the
# mails in the account's language (api/src/languages) are read from them.
COPY site/messages ./site/messages
COPY --from=site /app/dist ./dist
COPY --from=site --chown=1000:1000 /out/data /data
VOLUME /data
# uid 1000 is the official image's `bun` user; numeric, so a base without /etc/passwd works too.
USER 1000:1000
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 CMD ["bun", "api/src/ops/healthcheck.ts"]
CMD ["bun", "--no-env-file", "api/src/main.ts"]
