// The OpenAPI shapes of the first-view answers (merged into system/openapi-parts.ts's components).
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })

export const firstViewSchemas = {
  AccountView: {
    type: 'object',
    required: ['user', 'admin', 'workspaces'],
    properties: {
      user: { oneOf: [ref('UserRecord'), { type: 'null' }], description: 'The product user record; null when missing (POST /api/users restores it)' },
      admin: { type: 'boolean', description: 'Whether the caller is an admin of this instance (an API key never is)' },
      workspaces: {
        type: 'array',
        items: ref('Workspace'),
        description: "The person's workspaces with their role, as GET /api/workspaces answers (empty for an API key)",
      },
    },
  },
  DashboardView: {
    type: 'object',
    required: ['account', 'links', 'stats', 'tags', 'clicks'],
    properties: {
      account: ref('AccountView'),
      links: { ...ref('LinkPage'), description: 'The first page of the list, as GET /api/urls answers it for the same query' },
      stats: ref('Stats'),
      tags: { type: 'array', items: ref('Tag') },
      clicks: { ...ref('ClickDays'), description: 'The last 30 UTC days, as GET /api/stats/clicks answers them' },
    },
  },
}
