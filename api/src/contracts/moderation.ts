// The contracts of moderation, imported on their own (not through index.ts) so the pages
// every visitor loads do not build these zod schemas (the site's JavaScript budgets).
export * from './moderation-messages'
export * from './moderation-schemas'
export * from './moderation-dto'
