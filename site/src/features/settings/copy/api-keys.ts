// Texts of the settings section 'api-keys', part of `settingsCopy` (settings-copy.ts).
import { localized } from '@contracts/words'
export const apiKeysCopy = localized('settings.apiKeys', {
  title: 'API keys',
  description:
    'Keys let scripts and integrations use the API in one workspace: send one as Authorization: Bearer <key> to /api. A key does only what its scopes allow, and never more than your role in that workspace. A key cannot manage keys.',
  workspace: {
    label: 'Workspace',
    help: 'The keys of this workspace, and where a new key acts. Owners and admins see every key of a team; others see their own.',
    personal: 'Personal',
  },
  form: {
    scopes: 'What the key may do',
    scopesHelp: 'Choose at least one. A key never does more than your role in the workspace allows.',
    name: 'Key name',
    nameHelp: 'Up to 100 characters, to tell your keys apart.',
    expiresOn: 'Expires on (optional)',
    expiresOnHelp: 'The key works through this day. Leave empty for a key that does not expire.',
    create: 'Create key',
    creating: 'Creating…',
  },
  created: {
    /** Above the new key, named: 'Your new API key: Deploy script'. */
    title: (name: string) => `Your new API key: ${name}`,
    note: 'Copy it now: you will not see it again. Only a hash of it is kept.',
    copy: 'Copy key',
    copied: 'Copied',
    copyFail: 'Could not copy: select the key and copy it by hand.',
    done: 'Done',
  },
  /** The scopes in plain words; the scope's own name is shown beside for scripts' authors. */
  scopes: {
    'links:read': 'Read links and tags, QR codes and exports',
    'links:write': 'Create, edit and delete links and tags; import',
    'analytics:read': 'Read stats and analytics',
    'workspace:admin': 'Manage members and workspace settings',
  },
  /** The scopes short, in the list of keys. */
  scopeShort: {
    'links:read': 'Read links',
    'links:write': 'Write links',
    'analytics:read': 'Analytics',
    'workspace:admin': 'Manage workspace',
  },
  list: {
    label: 'Your API keys',
    workspace: 'Workspace',
    scopes: 'Can',
    loading: 'Loading API keys…',
    /** The reason is the API's own sentence. */
    loadFail: (reason: string) => `Failed to load API keys: ${reason}`,
    retry: 'Try again',
    empty: 'No API keys yet.',
    name: 'Name',
    prefix: 'Key',
    createdAt: 'Created',
    lastUsed: 'Last used',
    expires: 'Expires',
    neverUsed: 'Never',
    neverExpires: 'Never',
    expired: (date: string) => `Expired ${date}`,
    revoke: 'Revoke',
    revokeLabel: (name: string) => `Revoke API key ${name}`,
  },
  revokeDialog: {
    title: 'Revoke API key?',
    warning: (name: string) => `Scripts using “${name}” stop working at once. This cannot be undone.`,
    cancel: 'Cancel',
    confirm: 'Revoke key',
    revoking: 'Revoking…',
  },
  toast: {
    created: 'API key created',
    revoked: 'API key revoked',
    revokeFail: 'Failed to revoke API key',
  },
})
