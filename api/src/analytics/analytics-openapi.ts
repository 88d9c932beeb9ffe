// The OpenAPI shapes of the analytics answers (merged into system/openapi-parts.ts's components).
const dayClicks = {
  type: 'object',
  required: ['day', 'clicks'],
  properties: { day: { type: 'string', format: 'date' }, clicks: { type: 'integer', minimum: 0 } },
}
const days = { type: 'array', items: dayClicks }
const hourly = {
  type: 'object',
  required: ['timeZone', 'hours'],
  description: 'With period=48h only: the last 48 UTC hours, oldest first, zero hours as zero',
  properties: {
    timeZone: { type: 'string', description: "The account's time zone (IANA name; UTC until one is chosen), to label the hours in" },
    hours: {
      type: 'array',
      minItems: 48,
      maxItems: 48,
      items: {
        type: 'object',
        required: ['hour', 'clicks'],
        properties: { hour: { type: 'string', format: 'date-time', description: "The hour's start (UTC)" }, clicks: { type: 'integer', minimum: 0 } },
      },
    },
  },
}
const ranked = {
  type: 'array',
  items: { type: 'object', required: ['key', 'clicks'], properties: { key: { type: 'string' }, clicks: { type: 'integer', minimum: 0 } } },
}
const count = (description: string) => ({ type: 'integer', minimum: 0, description })

export const analyticsSchemas = {
  LinkAnalytics: {
    type: 'object',
    required: [
      'link',
      'from',
      'to',
      'days',
      'countries',
      'devices',
      'browsers',
      'os',
      'referrers',
      'rules',
      'variants',
      'bots',
      'heads',
      'prefetches',
      'notShared',
      'unrecorded',
    ],
    properties: {
      link: { $ref: '#/components/schemas/Link' },
      from: { type: 'string', format: 'date' },
      to: { type: 'string', format: 'date' },
      days,
      hourly,
      countries: { ...ranked, description: 'ISO country codes, or "unknown"' },
      devices: { ...ranked, description: 'desktop, mobile, tablet or other' },
      browsers: ranked,
      os: ranked,
      referrers: { ...ranked, description: 'Referrer hosts only (never a path), or "direct"' },
      rules: {
        ...ranked,
        description:
          'A link with redirect rules: clicks per rule that answered, "rule:1", "rule:2", … (the rule\'s position when clicked) in that order, then "default" (no rule matched and no split). Empty for other links',
      },
      variants: { ...ranked, description: 'A link with an A/B split: clicks per variant that answered, "variant:1", "variant:2", … in that order' },
      bots: count('Known bots and link-preview fetchers: not clicks'),
      heads: count('HEAD requests: not clicks'),
      prefetches: count('Browser prefetches: not clicks'),
      notShared: count('Clicks with DNT: 1 or Sec-GPC: 1: counted, nothing derived'),
      unrecorded: count('Clicks counted while the detail queue was full: counted, nothing derived'),
    },
  },
  ClickDays: { type: 'object', required: ['days'], properties: { days } },
  WorkspaceAnalytics: {
    type: 'object',
    required: ['from', 'to', 'days', 'links', 'countries', 'devices', 'browsers', 'os', 'referrers'],
    properties: {
      from: { type: 'string', format: 'date' },
      to: { type: 'string', format: 'date' },
      days,
      hourly,
      links: {
        type: 'array',
        maxItems: 10,
        description: 'The most clicked links of the range, most first',
        items: {
          type: 'object',
          required: ['id', 'shortCode', 'title', 'clicks'],
          properties: {
            id: { type: 'integer', minimum: 1 },
            shortCode: { type: 'string' },
            title: { type: ['string', 'null'] },
            clicks: { type: 'integer', minimum: 0 },
          },
        },
      },
      countries: { ...ranked, description: 'ISO country codes, or "unknown": each dimension counted on its own' },
      devices: ranked,
      browsers: ranked,
      os: ranked,
      referrers: { ...ranked, description: 'Referrer hosts only (never a path), or "direct"' },
    },
  },
}
