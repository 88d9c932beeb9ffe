// A domain's status as a badge, in the words of the domains feature: the Domains section and the admin page's list.
import type { DomainStatus } from '@contracts/domain-schemas'
import { Badge } from '../../components/ui/badge'
import { domainsCopy } from './domains-copy'

const variants = { pending: 'secondary', verified: 'success', disabled: 'destructive' } as const

export function DomainStatusBadge({ status }: { status: DomainStatus }) {
  return <Badge variant={variants[status]}>{domainsCopy.status[status]}</Badge>
}
