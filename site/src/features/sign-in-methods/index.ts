// The account's sign-in methods' door (the settings page): its identities, to link and unlink.
export { SignInMethods } from './SignInMethods'
export { signInMethodsCopy } from './sign-in-methods-copy'
