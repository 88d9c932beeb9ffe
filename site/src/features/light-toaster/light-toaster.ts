// The toaster of the pages that load no React for a visitor (home, sign-in, register, forgot password;
// decision 0050): it renders the same store as the React toaster (stores/toasts.ts), so a React island on
// the page (signed in) and a plain script toast alike. What Radix Toast gives the other pages is kept: one
// toast at a time (the store), auto-close after 5000 ms paused while the pointer or the focus is on the
// notifications, Escape, a close button, a swipe right of 50 px, and F8 moving the focus to them.
import { timing } from '@contracts/constants'
import { $toasts, dismissToast, restoreCarriedToasts, toastSide, type ToastItem } from '../../stores/toasts'

interface Shown {
  el: HTMLElement
  left: number
  since: number
  timer?: ReturnType<typeof setTimeout>
}

const list = document.querySelector<HTMLElement>('[data-slot="toast-viewport"]')
const template = document.querySelector<HTMLTemplateElement>('#light-toast')
const shown = new Map<string, Shown>()
let paused = false

function run(id: string, s: Shown): void {
  clearTimeout(s.timer)
  s.since = Date.now()
  if (!paused) s.timer = setTimeout(() => dismissToast(id), s.left)
}

function pause(on: boolean): void {
  if (paused === on) return
  paused = on
  for (const [id, s] of shown) {
    if (on) {
      clearTimeout(s.timer)
      s.left = Math.max(0, s.left - (Date.now() - s.since))
    } else run(id, s)
  }
}

function text(el: HTMLElement, slot: string, value: unknown): void {
  const part = el.querySelector<HTMLElement>(`[data-slot="${slot}"]`)!
  part.textContent = typeof value === 'string' ? value : ''
  part.hidden = !part.textContent
}

/** Swipe right past the threshold to dismiss; less springs back. */
function swipeable(el: HTMLElement, id: string): void {
  let startX: number | null = null
  el.addEventListener('pointerdown', (e) => (startX = e.clientX))
  el.addEventListener('pointermove', (e) => {
    if (startX !== null) el.style.transform = `translateX(${Math.max(0, e.clientX - startX)}px)`
  })
  el.addEventListener('pointerup', (e) => {
    if (startX !== null && e.clientX - startX > timing.toastSwipeThresholdPx) dismissToast(id)
    else el.style.transform = ''
    startX = null
  })
}

function show(item: ToastItem): Shown {
  const el = template!.content.firstElementChild!.cloneNode(true) as HTMLElement
  el.classList.add(...(template!.dataset[item.variant] ?? '').split(' ').filter(Boolean)) // the variant's classes (toast-classes.ts)
  el.dataset.variant = item.variant
  el.querySelector('[data-slot="toast-close"]')!.addEventListener('click', () => dismissToast(item.id))
  el.addEventListener('keydown', (e) => e.key === 'Escape' && dismissToast(item.id))
  swipeable(el, item.id)
  list!.dataset.side = toastSide() // decided while the control that caused it still has the focus
  list!.prepend(el)
  const s: Shown = { el, left: item.duration ?? timing.toastDurationMs, since: Date.now() }
  run(item.id, s)
  return s
}

function render(toasts: readonly ToastItem[]): void {
  for (const [id, s] of shown) {
    if (toasts.some((t) => t.id === id && t.open)) continue
    clearTimeout(s.timer)
    shown.delete(id)
    s.el.remove() // at once, as Radix does without an exit animation: one toast at a time
  }
  for (const item of toasts) {
    if (!item.open) continue
    const s = shown.get(item.id) ?? show(item)
    shown.set(item.id, s)
    text(s.el, 'toast-title', item.title)
    text(s.el, 'toast-description', item.description)
  }
  list!.style.pointerEvents = shown.size ? '' : 'none' // an empty viewport never covers the page
}

if (list && template) {
  const region = list.parentElement!
  region.addEventListener('pointerenter', () => pause(true))
  region.addEventListener('pointerleave', () => pause(region.contains(document.activeElement)))
  region.addEventListener('focusin', () => pause(true))
  region.addEventListener('focusout', (e) => pause(region.contains(e.relatedTarget as Node | null)))
  document.addEventListener('keydown', (e) => {
    if (e.key === timing.toastHotkey) list.focus()
  })
  $toasts.subscribe(render)
  restoreCarriedToasts()
}
