// Texts of the settings section 'your-data', part of `settingsCopy` (settings-copy.ts).
import { localized } from '@contracts/words'
export const dataCopy = localized('settings.data', {
  title: 'Your data',
  description: 'Download everything Snip holds about your account, or delete the account and all of its links.',
  exportLabel: 'Export',
  exportHelp: 'Your profile and every link with its clicks, per day too. JSON for programs, CSV for spreadsheets.',
  downloadJson: 'Download JSON',
  downloadCsv: 'Download CSV',
  downloading: 'Preparing download…',
  downloadFailed: 'The export could not be downloaded',
  deleteLabel: 'Delete account',
  deleteHelp: 'Deletes your account, your links and their click counts for good. Their paths stay reserved for 90 days, so nobody else can take them.',
  deleteButton: 'Delete account',
  dialog: {
    title: 'Delete your account?',
    warning:
      'This deletes your account, all of your links and their click counts. It cannot be undone. Your links stop working at once; their paths stay reserved for 90 days, so printed QR codes never lead anywhere else.',
    confirmationLabel: 'Type DELETE to confirm',
    passwordLabel: 'Current password',
    codeLabel: 'Authentication code',
    cancel: 'Cancel',
    confirm: 'Delete account for good',
    deleting: 'Deleting…',
  },
  deleted: { title: 'Your account has been deleted', description: 'Your links and their data are gone.' },
  deleteFailed: 'The account could not be deleted',
})
