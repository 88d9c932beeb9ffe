// The signed-in hint's door: the boot script the layout inlines, and its reset for signing out.
export { SESSION_HINT_SCRIPT, forgetSignedInHint } from './session-hint'
