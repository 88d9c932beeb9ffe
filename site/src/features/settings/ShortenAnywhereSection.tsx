// Settings section 'Shorten from anywhere' (docs/decisions/0089): the bookmarklet to drag to the bookmarks
// bar, and the phone's share sheet once Snip is installed (site/public/manifest.webmanifest). React refuses a
// javascript: href, so the address is set on the element itself; pressing the link here only says to drag it
// (the page's CSP would refuse to run it anyway).
import { useEffect, useId, useRef, useState } from 'react'
import { publicOrigin } from '../../lib/page-settings'
import { bookmarkletCode } from './bookmarklet'
import { settingsCopy } from './copy/settings-copy'
import { SettingsSection } from './SettingsSection'

const t = settingsCopy.anywhere

export function ShortenAnywhereSection() {
  const id = useId()
  const link = useRef<HTMLAnchorElement>(null)
  const [hint, setHint] = useState(false)
  useEffect(() => link.current?.setAttribute('href', bookmarkletCode(publicOrigin() || window.location.origin)), [])
  return (
    <SettingsSection id="shorten-anywhere" title={t.title} description={t.description}>
      <div className="grid gap-6">
        <div className="grid gap-2">
          <h3 className="font-medium">{t.bookmarkletLabel}</h3>
          <p id={`${id}-help`} className="text-sm text-muted-foreground">
            {t.bookmarkletHelp}
          </p>
          <div>
            {/* biome-ignore lint/a11y/useValidAnchor: a link to drag to the bookmarks bar (its javascript: address is set on mounting); pressing it here only shows how */}
            <a
              ref={link}
              href="#shorten-anywhere"
              aria-describedby={`${id}-help`}
              onClick={(e) => (e.preventDefault(), setHint(true))}
              className="inline-flex h-10 cursor-grab items-center rounded-md border border-dashed border-primary px-4 text-sm font-medium text-primary hover:bg-muted"
            >
              {t.bookmarklet}
            </a>
          </div>
          <p role="status" className="min-h-5 text-sm">
            {hint ? t.dragHint : null}
          </p>
        </div>
        <div className="grid gap-2">
          <h3 className="font-medium">{t.phoneLabel}</h3>
          <p className="text-sm text-muted-foreground">{t.phoneHelp}</p>
        </div>
      </div>
    </SettingsSection>
  )
}
