// The settings' sign-in methods (only when single sign-on is configured): the account's identities — its
// password and each provider with the address it knows — a "Link <name>" for each configured provider not yet
// linked, and "Unlink" for each provider's identity; the server refuses to unlink the last way to sign in, and
// says so. The password row has no "Unlink": the account's own address is never unlinked (it is changed instead).
import { useEffect, useState } from 'react'
import type { UserIdentity } from '@supabase/supabase-js'
import { Button } from '../../components/ui/button'
import { FormErrorBlock } from '../../components/ui/form-error-block'
import { ssoProviders } from '../../lib/sso-providers'
import { toast } from '../../stores/toasts'
import { linkProvider, listIdentities, unlinkIdentity } from './identities-api'
import { takeRefusalFromUrl } from './refusal-in-url'
import { signInMethodsCopy } from './sign-in-methods-copy'

const t = signInMethodsCopy
// Read when the page's modules load, before supabase-js looks at the address: a link refused by the server.
const refusedLink = takeRefusalFromUrl()

type Failure = { title: string; message: string }

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : '')

export function SignInMethods() {
  const providers = ssoProviders()
  const [identities, setIdentities] = useState<UserIdentity[] | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const [busy, setBusy] = useState<string | null>(null)
  const [failure, setFailure] = useState<Failure | null>(refusedLink ? { title: t.linkFailed, message: refusedLink } : null)

  async function load() {
    try {
      setIdentities(await listIdentities())
      setLoadFailed(false)
    } catch (error) {
      console.warn('Sign-in methods could not be loaded', error)
      setLoadFailed(true)
    }
  }
  useEffect(() => void load(), [])

  async function act(key: string, title: string, work: () => Promise<void>) {
    setBusy(key)
    setFailure(null)
    try {
      await work()
    } catch (error) {
      setFailure({ title, message: messageOf(error) })
    } finally {
      setBusy(null)
    }
  }

  const nameOf = (identity: UserIdentity) =>
    identity.provider === 'email' ? t.password : (providers.find((p) => p.id === identity.provider)?.name ?? identity.provider)
  const emailOf = (identity: UserIdentity) => (typeof identity.identity_data?.email === 'string' ? identity.identity_data.email : '')
  const unlinked = providers.filter((p) => !identities?.some((i) => i.provider === p.id))

  return (
    <div className="grid gap-4">
      {failure ? <FormErrorBlock title={failure.title} message={failure.message} /> : null}
      {loadFailed ? (
        <p role="alert" className="text-sm text-destructive">
          {t.loadFailed}
        </p>
      ) : null}
      {identities ? (
        <ul aria-label={t.title} className="divide-y divide-border rounded-md border border-border">
          {identities.map((identity) => (
            <li key={identity.identity_id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm">
              <span className="font-medium">{nameOf(identity)}</span>
              <span className="text-muted-foreground">{emailOf(identity)}</span>
              {identity.provider === 'email' ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  className="ms-auto"
                  aria-label={t.unlinkLabel(nameOf(identity))}
                  disabled={busy !== null}
                  onClick={() =>
                    void act(identity.identity_id, t.unlinkFailed, async () => {
                      await unlinkIdentity(identity)
                      toast({ title: t.unlinked })
                      await load()
                    })
                  }
                >
                  {busy === identity.identity_id ? t.unlinking : t.unlink}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {identities && unlinked.length > 0 ? (
        <div className="flex flex-wrap gap-3">
          {unlinked.map((p) => (
            <Button key={p.id} variant="outline" disabled={busy !== null} onClick={() => void act(p.id, t.linkFailed, () => linkProvider(p.id))}>
              {busy === p.id ? t.linking : t.link(p.name)}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  )
}
