// The workspaces feature's door: the header's switcher, the role of the workspace a page is in (for the
// dashboard's controls), the person's workspaces (the settings page's API keys choose one), and the page
// for a workspace that is not the person's. Its settings page hydrates WorkspaceSettings.tsx from its own module.
export { WorkspaceSwitcher } from './WorkspaceSwitcher'
export { WorkspaceMissing } from './WorkspaceMissing'
export { roleMay, useCurrentWorkspace, useWorkspaceList, type CurrentWorkspace } from './workspaces-store'
/** The members of a workspace (the audit log's person filter). */
export { fetchMembers } from './workspaces-api'
export { workspacesCopy } from './workspaces-copy'
