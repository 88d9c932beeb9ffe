// One action at a time in a settings section: `busy` names the action under way (null: none); a failure is
// shown as a destructive toast with the error's message.
import { useState } from 'react'
import { toast } from '../../stores/toasts'

export function useBusyAction<K extends string = 'busy'>() {
  const [busy, setBusy] = useState<K | null>(null)
  async function run(key: K, work: () => Promise<void>, failureTitle: string): Promise<void> {
    setBusy(key)
    try {
      await work()
    } catch (error) {
      toast({ title: failureTitle, description: error instanceof Error ? error.message : undefined, variant: 'destructive' })
    } finally {
      setBusy(null)
    }
  }
  return { busy, run }
}
