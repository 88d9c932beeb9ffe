// The one time a secret is shown in full (a new API key, a new webhook's signing secret): its title, the
// "you will not see it again" note, the secret, a Copy button and Done. `children` go under the secret.
// With `focus`, its heading takes the focus when it appears, so a screen reader hears it first.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { copyText } from '../../lib/clipboard'
import { Button } from './button'

export interface SecretRevealWords {
  title: string
  note: string
  copy: string
  copied: string
  copyFail: string
  done: string
}

export interface SecretRevealProps {
  secret: string
  words: SecretRevealWords
  onDone: () => void
  focus?: boolean
  children?: ReactNode
}

export function SecretReveal({ secret, words: t, onDone, focus = false, children }: SecretRevealProps) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle')
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => void (focus && heading.current?.focus()), [focus])
  return (
    <div role="group" aria-labelledby={headingId} className="grid gap-3 rounded-md border border-border bg-muted p-4">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
        {t.title}
      </h3>
      <p className="text-sm font-medium">{t.note}</p>
      <code className="break-all rounded border border-border bg-background p-2 font-mono text-sm text-foreground" translate="no">
        {secret}
      </code>
      {children}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" onClick={() => void copyText(secret).then((ok) => setCopy(ok ? 'copied' : 'failed'))}>
          {copy === 'copied' ? t.copied : t.copy}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t.done}
        </Button>
        <span role="status" className="text-sm">
          {copy === 'failed' ? t.copyFail : ''}
        </span>
      </div>
    </div>
  )
}
