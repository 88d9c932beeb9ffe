// Texts of the Report this link page.
export const reportCopy = {
  title: 'Report this link',
  intro:
    'Tell the administrators of this site about a short link that leads to spam, phishing, malware or anything else that breaks the rules. Nothing about you is stored with your report.',
  link: 'Short link',
  linkPlaceholder: 'https://snip.example/abc12 or abc12',
  reason: 'What is wrong with it?',
  submit: 'Send report',
  submitting: 'Sending...',
  sent: 'Thank you. The administrators will look at this link.',
  another: 'Report another link',
} as const
