// The audit feature's door: the page /app/w/{slug}/audit hydrates AuditLog.tsx from its own module; nothing else
// is offered to other features yet.
export { actionNames } from './audit-copy'
