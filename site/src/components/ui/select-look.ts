// The select trigger's classes, shared by Radix's (select.tsx) and the stand-in shown before it loads
// (lazy-select.tsx), so that swapping one for the other changes nothing on screen.
export const SELECT_TRIGGER_CLASSES = [
  'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-border bg-surface px-3 py-2 text-sm',
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50',
] as const
