// The toaster without React's door, for the layout.
export { default as LightToaster } from './LightToaster.astro'
