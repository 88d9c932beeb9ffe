// The workspaces room's door (docs/decisions/0081): workspaces and their members. Other rooms never name
// its tables; they ask here for a person's personal workspace, the workspaces an account is the last
// owner of, to add a member, to set the memberships a single sign-on's groups grant, and whether an
// invitation admits an address to sign up.
export { actingWorkspaceOf } from './acting-workspace'
export { forgetAccountWorkspaces, heirsOfLeavingAccount, refuseWhileLastOwner, workspacesOfLeavingAccount } from './account-workspaces'
export { addMember } from './members.service'
export { invitationAdmits } from './invitations.service'
export type { SendMail } from './invitation-mail'
export { personalWorkspaceOf } from './personal-workspace'
export { syncSsoMemberships, type SsoMembershipChange } from './sso-memberships'
export { workspacesRoutes } from './workspaces.routes'
export { listMyWorkspaces, workspaceFor } from './workspaces.service'
/** Workspaces' slugs by id (an admin's list of every domain names each one's workspace). */
export { findSlugs as workspaceSlugs } from './workspaces.repository'
/** A workspace's members with their address (owners first): who is told when its webhook endpoint is disabled. */
export { listMembers as workspaceMembersOf } from './workspaces.repository'
