// Smart links' face: a link's redirect rules and A/B split compiled once into one function of a visit,
// the visit read lazily from a request, the visitor's query forwarded onto the target, the owner's preview,
// and Shlink's rules read on import (docs/decisions/0085). Pure: nothing here stores or logs anything.
export { compileRules, hasSmartRules, type CompileOptions, type Decide, type Decision, type RulesToCompile } from './compile'
export { visitOf, type Visit, type VisitSources } from './visit'
export { parseAcceptLanguage } from './accept-language'
export { forwardQuery, forwardModeOf } from './forward-query'
export { previewRules, previewVisit, type Preview, type PreviewOptions, type PreviewVisitor } from './preview'
export { fromShlinkRules, type ShlinkRulesRead } from './shlink-rules'
