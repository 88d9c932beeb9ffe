// The tags room's door: the caller's tags (list, rename, delete) and their routes, and handing a leaving
// account's tags in a team to one who stays.
export { tagsRoutes } from './tags.routes'
export { listTags } from './tags.service'
export { adoptTagsOf, handOverTags, makersOfTagsWithoutWorkspace } from './tags.repository'
