// Limits of titles, notes, tags and bulk create (issue 15 point 3, docs/decisions/0046).
export const organisationLimits = {
  titleMax: 200,
  noteMax: 2000,
  tagsPerLink: 10,
  tagMax: 32,
  bulkMaxUrls: 1000,
} as const
