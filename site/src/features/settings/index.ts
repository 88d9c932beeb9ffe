// The settings feature's door: the section frame the admin page shares (the settings page
// hydrates its island, Settings.tsx, from its own module).
export { SettingsSection } from './SettingsSection'
