// The visitor's shortener's door: the home page's form without React.
export { default as VisitorShortener } from './VisitorShortener.astro'
