// The centred card shared by the sign-in, register and password screens.
import type { ReactNode } from 'react'
import { LinkIcon } from '../../components/icons'

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md">
      <div className="mb-6 text-center">
        <LinkIcon className="mx-auto text-primary" width={36} height={36} />
        <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {subtitle ? <p className="mt-2 text-sm text-muted-foreground">{subtitle}</p> : null}
      </div>
      <div className="rounded-lg border border-border bg-surface p-6 shadow-sm sm:p-8">{children}</div>
    </div>
  )
}
