// Where new toasts appear (issue 13, point 5): never over the control the person just used, nor over an
// open dialog's title. With a dialog open they go to the bottom (a dialog's title is at its top); otherwise
// to the half of the screen away from the focused control (a row's Copy button near the bottom: top).
export type ToastSide = 'top' | 'bottom'

export function toastSide(): ToastSide {
  if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return 'bottom'
  const focused = document.activeElement
  if (!focused || focused === document.body) return 'bottom'
  const { top, height } = focused.getBoundingClientRect()
  return top + height / 2 > window.innerHeight / 2 ? 'top' : 'bottom'
}
