// Limits of titles, notes, tags and bulk create (docs/decisions/0046).
export const organisationLimits = {
  titleMax: 200,
  noteMax: 2000,
  tagsPerLink: 10,
  tagMax: 32,
  bulkMaxUrls: 1000,
} as const
