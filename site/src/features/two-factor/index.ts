// The two-factor feature's door: enrolment and status for the settings page (the second sign-in
// step's page hydrates SecondStepForm.tsx from its own module).
export { EnrolmentForm, RecoveryCodes } from './EnrolmentSteps'
export { loadTwoFactorStatus, removeFactor, type Enrolment, type TwoFactorStatus } from './two-factor-actions'
export { twoFactorCopy } from './two-factor-copy'
