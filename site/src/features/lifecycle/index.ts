// The link lifecycle pages' door (expired, password, disabled): the cards and texts their pages show.
export { default as ExpiredCard } from './ExpiredCard.astro'
export { default as PasswordCard } from './PasswordCard.astro'
export { linkDisabledCopy } from './link-disabled-copy'
