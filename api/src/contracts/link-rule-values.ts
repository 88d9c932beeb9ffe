// The values a link's redirect rules may name and how many of each a link may hold (docs/decisions/0085).
// The device, OS and browser names are the families the analytics derive from a user agent, in lower case.

export const smartLinkLimits = {
  rulesPerLink: 20,
  conditionsPerRule: 5,
  splitVariants: 10,
  queryKeyMax: 100,
  queryValueMax: 500,
} as const

export const ruleConditionTypes = ['device', 'os', 'browser', 'country', 'language', 'after', 'before', 'query'] as const
export type RuleConditionType = (typeof ruleConditionTypes)[number]

export const ruleDevices = ['mobile', 'tablet', 'desktop'] as const
export const ruleOperatingSystems = ['ios', 'android', 'windows', 'macos', 'linux', 'chromeos'] as const
export const ruleBrowsers = ['chrome', 'safari', 'firefox', 'edge', 'opera', 'samsung'] as const
export type RuleDevice = (typeof ruleDevices)[number]
export type RuleOs = (typeof ruleOperatingSystems)[number]
export type RuleBrowser = (typeof ruleBrowsers)[number]

export const forwardQueryModes = ['off', 'target-wins', 'visitor-wins'] as const
export type ForwardQueryMode = (typeof forwardQueryModes)[number]

/** The officially assigned ISO 3166-1 alpha-2 codes: a rule for "XX" would silently never match. */
const COUNTRY_CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
  'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
  'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
  'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
  'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
export const countryCodes: ReadonlySet<string> = new Set(COUNTRY_CODES.split(' '))
