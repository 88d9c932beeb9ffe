// The link lifecycle pages' door (expired, password): the cards their pages show.
export { default as ExpiredCard } from './ExpiredCard.astro'
export { default as PasswordCard } from './PasswordCard.astro'
