// The shared toast store (spec §2 "Toasts"): one visible at a time, lifecycle and hand-over between pages.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { timing } from '@contracts'
import { $toasts, dismissToast, removeToast, toast, updateToast } from './toasts'

afterEach(() => {
  removeToast()
  vi.useRealTimers()
})

describe('toast store', () => {
  it('keeps only the newest toast (limit 1), with the default variant', () => {
    toast({ title: 'first' })
    toast({ title: 'second', description: 'more' })
    const list = $toasts.get()
    expect(list).toHaveLength(timing.toastLimit)
    expect(list[0]).toMatchObject({ title: 'second', description: 'more', open: true, variant: 'default' })
    expect(typeof list[0]!.id).toBe('string')
  })

  it('updates, dismisses (closed, still mounted) and removes after the removal delay', () => {
    vi.useFakeTimers()
    const t = toast({ title: 'saving', variant: 'destructive' })
    updateToast(t.id, { title: 'saved' })
    expect($toasts.get()[0]).toMatchObject({ title: 'saved', variant: 'destructive' })
    dismissToast(t.id)
    expect($toasts.get()[0]).toMatchObject({ open: false })
    vi.advanceTimersByTime(timing.toastRemoveDelayMs - 1)
    expect($toasts.get()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect($toasts.get()).toHaveLength(0)
  })
})
