// The words of a workspace's Domains section, loaded with its body (DomainsPanel.tsx); its frame's words and
// the link dialog's Domain field's are in domains-frame-copy.ts, which the pages load at once. The API's own
// sentences (a refused host, a taken one, the limit) come from api/src/contracts/domain-schemas.ts through its answers.
import type { DomainStatus } from '@contracts/domain-schemas'
import { localized } from '@contracts/words'

export const domainsCopy = localized('domains', {
  loadFail: 'The domains could not be loaded.',
  retry: 'Try again',
  list: 'Domains',
  empty: "No domains yet: links use this instance's own address.",
  readOnly: 'Only owners and admins of the workspace add, verify and remove domains.',
  status: { pending: 'Pending', verified: 'Verified', disabled: 'Disabled' } satisfies Record<DomainStatus, string>,
  instanceWide: 'Provided by this instance',
  instanceWideHelp: "Every workspace may use it for its links; only this instance's admins change or remove it.",
  disabled: "An admin of this instance disabled this domain: its links answer 'Link disabled'.",
  verifiedHelp: (origin: string) => `Short links on it start with ${origin}/`,
  add: {
    label: 'Domain',
    help: 'A domain or subdomain you control, such as go.example.com. One used for nothing else is best: it will answer only short links.',
    placeholder: 'go.example.com',
    submit: 'Add domain',
    adding: 'Adding...',
    added: (host: string) => `${host} added: create its DNS records next`,
  },
  records: {
    caption: (host: string) => `DNS records for ${host}`,
    intro: 'Create these records at your DNS provider, then press Verify.',
    type: 'Type',
    name: 'Name',
    value: 'Value',
    copy: 'Copy',
    /** The Copy button's accessible name: which record's value it copies. */
    copyValue: (type: string) => `Copy the ${type} record's value`,
    copiedValue: (type: string) => `Copied the ${type} record's value`,
    copied: 'Copied',
    copyFail: 'Could not copy: select the text and copy it by hand.',
  },
  verify: 'Verify',
  verifying: 'Verifying...',
  verified: (host: string) => `${host} is verified`,
  verifyFail: 'The check could not be run',
  /** What the last DNS check found (a domain's `checkResult`), in words; checkUnknown for a result not named here. */
  checkResults: {
    found: 'Both records were found: the domain is verified and serves links.',
    cname: 'Both records were found.',
    address: 'Both records were found.',
    missing: 'Not every record was found yet. Check that each is created exactly as shown; a DNS change can take from a few minutes to a few hours to be seen.',
    wrong: 'The TXT record was found, but it holds another value: copy the value shown and replace it.',
    elsewhere:
      'The TXT record was found, but the domain points somewhere else: give it the record shown, and remove any other A, AAAA or CNAME record for this name.',
    unreachable: 'DNS did not answer in time, so nothing could be checked. Try again in a moment.',
  } as Record<string, string>,
  checkUnknown: 'The records could not be verified yet.',
  notChecked: 'Not checked yet.',
  checkedAt: (when: string) => `Last checked ${when}`,
  redirects: {
    legend: 'Redirects',
    root: 'Root redirect',
    rootHelp: (origin: string) => `Where ${origin}/ sends visitors. Leave empty for this instance's home page.`,
    notFound: 'Not found redirect',
    notFoundHelp: 'Where an address on this domain that names no link sends visitors. Leave empty for the Not found page.',
    placeholder: 'https://example.com',
    none: "This instance's own page",
    save: 'Save',
    saving: 'Saving...',
    saved: 'Redirects saved',
  },
  remove: {
    button: 'Remove',
    title: 'Remove domain',
    warning: (host: string) =>
      `Remove ${host}? Every link on this domain is removed too, with its clicks, and its short addresses stop working. This cannot be undone.`,
    cancel: 'Cancel',
    confirm: 'Remove domain',
    removing: 'Removing...',
    removed: (host: string) => `${host} removed`,
    fail: 'The domain could not be removed',
  },
})
