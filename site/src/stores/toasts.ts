// One toaster for every island on the page (product-spec §2 "Toasts"): at most `timing.toastLimit` visible,
// variants default and destructive, lifecycle added → updated → dismissed → removed (a dismissed toast is
// removed after `timing.toastRemoveDelayMs`). The <Toaster> island renders this store with Radix Toast, which
// provides auto-close (5000 ms), swipe to dismiss and the F8 viewport hotkey.
import { atom } from 'nanostores'
import type { ReactNode } from 'react'
import { timing } from '@contracts/constants'

export type ToastVariant = 'default' | 'destructive'

export interface ToastItem {
  id: string
  title?: ReactNode
  description?: ReactNode
  action?: ReactNode
  open: boolean
  variant: ToastVariant
  duration?: number
}

export interface ToastInput {
  title?: ReactNode
  description?: ReactNode
  action?: ReactNode
  variant?: ToastVariant
  duration?: number
}

export const $toasts = atom<ToastItem[]>([])

let counter = 0
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>()

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id)
      removeToast(id)
    }, timing.toastRemoveDelayMs),
  )
}

function addToast(item: ToastItem): void {
  $toasts.set([item, ...$toasts.get()].slice(0, timing.toastLimit))
}

export function updateToast(id: string, patch: Partial<Omit<ToastItem, 'id'>>): void {
  $toasts.set($toasts.get().map((t) => (t.id === id ? { ...t, ...patch } : t)))
}

/** Closes one toast (or all): it stays mounted for its exit animation, then is removed. */
export function dismissToast(id?: string): void {
  for (const t of $toasts.get()) if (id === undefined || t.id === id) scheduleRemoval(t.id)
  $toasts.set($toasts.get().map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)))
}

export function removeToast(id?: string): void {
  $toasts.set(id === undefined ? [] : $toasts.get().filter((t) => t.id !== id))
}

export function toast(input: ToastInput): { id: string; dismiss: () => void; update: (p: ToastInput) => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER
  const id = `${Date.now().toString(36)}-${counter}`
  addToast({ ...input, id, open: true, variant: input.variant ?? 'default' })
  return { id, dismiss: () => dismissToast(id), update: (p) => updateToast(id, p) }
}

// --- Carrying open toasts across a page load (navigation between prerendered pages) ---
const CARRY_KEY = 'snip-toasts'

export function carryToastsToNextPage(): void {
  const open = $toasts
    .get()
    .filter((t) => t.open && (typeof t.title === 'string' || typeof t.description === 'string'))
    .map(({ title, description, variant }) => ({
      title: typeof title === 'string' ? title : undefined,
      description: typeof description === 'string' ? description : undefined,
      variant,
    }))
  try {
    if (open.length) sessionStorage.setItem(CARRY_KEY, JSON.stringify(open))
  } catch {
    // storage unavailable: the toast is lost with the page
  }
}

/** Called once by the Toaster island on load: shows toasts handed over by the previous page. */
export function restoreCarriedToasts(): void {
  try {
    const raw = sessionStorage.getItem(CARRY_KEY)
    if (!raw) return
    sessionStorage.removeItem(CARRY_KEY)
    for (const t of JSON.parse(raw) as ToastInput[]) toast(t)
  } catch {
    // ignore malformed hand-over
  }
}

// --- Where new toasts appear ---
// Never over the control the person just used, nor over an
// open dialog's title. With a dialog open they go to the bottom (a dialog's title is at its top); otherwise
// to the half of the screen away from the focused control (a row's Copy button near the bottom: top). A bar
// floating at the bottom of the screen (the dashboard's bulk bar, data-floating-bar) sends them to the top.
export type ToastSide = 'top' | 'bottom'

export function toastSide(): ToastSide {
  if (document.querySelector('[data-floating-bar]')) return 'top'
  if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return 'bottom'
  const focused = document.activeElement
  if (!focused || focused === document.body) return 'bottom'
  const { top, height } = focused.getBoundingClientRect()
  return top + height / 2 > window.innerHeight / 2 ? 'top' : 'bottom'
}
