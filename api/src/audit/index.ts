// The audit room's door (docs/decisions/0081): the log of who did what in a workspace. Services record an
// event with the handle they changed things with (their transaction when they have one); owners and admins
// read it a page at a time; the housekeeping prunes it. Never anything about a visitor: the redirect and
// click counting neither read nor write it. Other rooms import this file only.
export { adminActorOf, auditActorOf, systemActor, type AuditActor } from './audit-actor'
export { cappedCodes, changesOf } from './audit-changes'
export { auditExportPages, pageAudit, recordAudit, toAuditEventDto, type AuditEntry, type AuditResource } from './audit-log'
export { auditInsertSelect, auditSelectParams, recordAuditInStep } from './audit-in-step'
export { pruneAudit } from './audit-retention'
export { auditParameters, auditSchemas } from './audit-openapi'
export { DELETED_ACCOUNT, forgetAccountInAudit } from './account-erasure'
