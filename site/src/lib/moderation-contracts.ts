// What the admin and report pages need of the moderation contracts (issue 17 point 4): constants and types,
// no zod schemas (the API checks every body with them and answers their messages, which the forms show), so
// no page's shared chunks are split again for them (the JavaScript budgets, issue 13).
export * from '../../../api/src/contracts/moderation-dto'
