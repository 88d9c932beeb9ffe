// The theme feature's door: the boot script the layout inlines and the toggles' binding.
export { THEME_BOOT_SCRIPT } from './theme'
export { bindThemeToggles } from './theme-toggle'
