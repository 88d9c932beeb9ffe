import { describe, expect, it } from 'vitest'
import { apiPathIn, appPathIn, workspaceSlugOf } from './workspace-address'

describe('workspace addresses', () => {
  it('reads the team workspace from /app/w/{slug}/…, none from the personal pages', () => {
    expect(workspaceSlugOf('/app/w/news-room/dashboard')).toBe('news-room')
    expect(workspaceSlugOf('/app/w/news-room/links/')).toBe('news-room')
    expect(workspaceSlugOf('/xa/app/w/news-room/settings')).toBe('news-room')
    expect(workspaceSlugOf('/app/w/news-room')).toBe('news-room')
    expect(workspaceSlugOf('/app/dashboard')).toBeNull()
    expect(workspaceSlugOf('/app/w/NO/dashboard')).toBeNull()
  })

  it('keeps links between pages in the workspace', () => {
    expect(appPathIn('team-a', '/app/analytics')).toBe('/app/w/team-a/analytics')
    expect(appPathIn('team-a', '/app/links/?id=4')).toBe('/app/w/team-a/links/?id=4')
    expect(appPathIn(null, '/app/analytics')).toBe('/app/analytics')
    expect(appPathIn('team-a', '/about')).toBe('/about')
  })

  it('adds workspace= to the calls that act in a workspace, and only those', () => {
    expect(apiPathIn('team-a', '/api/urls?limit=20')).toBe('/api/urls?limit=20&workspace=team-a')
    expect(apiPathIn('team-a', '/api/urls')).toBe('/api/urls?workspace=team-a')
    expect(apiPathIn('team-a', '/api/stats/analytics?days=7')).toBe('/api/stats/analytics?days=7&workspace=team-a')
    expect(apiPathIn('team-a', '/api/tags/3')).toBe('/api/tags/3?workspace=team-a')
    expect(apiPathIn('team-a', '/api/urls/9/qrcode?format=svg')).toBe('/api/urls/9/qrcode?format=svg&workspace=team-a')
    expect(apiPathIn('team-a', '/api/app/dashboard?limit=50')).toBe('/api/app/dashboard?limit=50&workspace=team-a')
    expect(apiPathIn('team-a', '/api/app/me')).toBe('/api/app/me')
    expect(apiPathIn('team-a', '/api/workspaces')).toBe('/api/workspaces')
    expect(apiPathIn('team-a', '/api/users/me')).toBe('/api/users/me')
    expect(apiPathIn('team-a', '/api/urlsx')).toBe('/api/urlsx')
    expect(apiPathIn(null, '/api/urls')).toBe('/api/urls')
  })
})
