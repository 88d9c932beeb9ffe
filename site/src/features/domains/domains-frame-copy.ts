// The words the Domains section shows before its body loads (DomainsSection.tsx), and the link dialog's Domain
// field (LinkDomainField.tsx): small, so neither page loads the section's other words (domains-copy.ts) for them.
import { localized } from '@contracts/words'

export const domainsFrameCopy = localized('domainsFrame', {
  title: 'Domains',
  description: {
    personal: 'Short links on a domain of your own, such as go.example.com, for your personal workspace.',
    team: "Short links on a domain of your own, such as go.example.com, for this workspace's links.",
  },
  loading: 'Loading domains',
  picker: {
    label: 'Domain',
    help: 'Where the short address lives. It cannot be changed later.',
    fixedHelp: "A link's domain cannot be changed.",
  },
})
