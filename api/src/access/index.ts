// The access room's door: every route asks here whether its caller may do what it asks (access/policy.ts);
// the actions and who may take them are in access/actions.ts. Workspaces and roles change this room only.
export type { Action } from './actions'
export { actingWorkspace, authorize, changesEveryLink, insufficientRole, mayAdminister, mayReadAuditLog, type Caller } from './policy'
export { instanceOf, linkOf, newLink, workspaceOf, type InstanceResource, type LinkResource, type NewLinkResource, type WorkspaceResource } from './resources'
