// The page chrome's door, for the layouts: header and footer (the layout hydrates Toaster.tsx from its own module).
export { default as Header } from './Header.astro'
export { default as Footer } from './Footer.astro'
