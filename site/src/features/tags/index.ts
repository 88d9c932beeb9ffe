// The tags and organisation feature's door: what the links dashboard uses of it.
export { OrganiseActions } from './OrganiseActions'
export { OrganiseFields } from './OrganiseFields'
export { TagFilter } from './TagFilter'
export { UtmBuilder } from './UtmBuilder'
export {
  organiseBody,
  organiseErrors,
  organiseOf,
  tagsErrorOf,
  usesOrganisation,
  type OrganiseBody,
  type OrganiseErrors,
  type OrganiseForm,
} from './organise-form'
export { ensureTags, primeTags, reloadTags } from './tags-store'
export { tagsCopy } from './tags-copy'
