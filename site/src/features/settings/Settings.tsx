// The settings island on /app/settings: one section per concern, each in its own file with its
// own API calls. <RequireAuth> guards it like the dashboard. A password change ends the other sessions, so the
// Sessions list loads again after one. The personal workspace's settings live here too (its custom domains):
// its pages have no settings page of their own, as a team's have.
import { useState } from 'react'
import { RequireAuth, useAuth } from '../auth'
import { settingsCopy } from './copy/settings-copy'
import { ProfileSection } from './ProfileSection'
import { PasswordSection } from './PasswordSection'
import { SignInMethodsSection } from './SignInMethodsSection'
import { TwoFactorSection } from './TwoFactorSection'
import { SessionsSection } from './SessionsSection'
import { TimeZoneSection } from './TimeZoneSection'
import { LanguageSection, type LanguageWords } from './LanguageSection'
import { ApiKeysSection } from './ApiKeysSection'
import { ShortenAnywhereSection } from './ShortenAnywhereSection'
import { DataSection } from './DataSection'
import { DomainsSection } from '../domains'
import { useWorkspaceList } from '../workspaces'

const t = settingsCopy.page

function SignedInSettings({ languageWords }: { languageWords: LanguageWords }) {
  const auth = useAuth()
  const [passwordChanges, setPasswordChanges] = useState(0)
  const personal = useWorkspaceList().list.find((w) => w.personal)
  if (auth.status !== 'signedIn') return null
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8">
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <ProfileSection />
      <PasswordSection onChanged={() => setPasswordChanges((n) => n + 1)} />
      <SignInMethodsSection />
      <TwoFactorSection />
      <SessionsSection reloadOn={passwordChanges} />
      <TimeZoneSection />
      <LanguageSection words={languageWords} />
      <ApiKeysSection />
      <ShortenAnywhereSection />
      {/* the personal workspace is the person's own: they manage its domains */}
      <DomainsSection slug={personal?.slug} canManage personal />
      <DataSection />
    </div>
  )
}

/** `languageWords`: the language section's words and languages, read by the page from the catalogs. */
export default function Settings({ languageWords }: { languageWords: LanguageWords }) {
  return (
    <RequireAuth>
      <SignedInSettings languageWords={languageWords} />
    </RequireAuth>
  )
}
