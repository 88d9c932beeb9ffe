// The redirect pages' door: the page a missing short link answers.
export { default as LinkNotFound } from './LinkNotFound.astro'
