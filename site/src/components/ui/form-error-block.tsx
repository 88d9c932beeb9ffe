// A red error block with a heading and a message (the dialogs' 'Error creating link', 'Error loading QR code').
import { AlertIcon } from '../../components/icons'

export function FormErrorBlock({ title, message }: { title: string; message: string }) {
  return (
    <div role="alert" className="flex gap-3 rounded-md border border-destructive/40 bg-danger-muted p-3 text-sm text-danger-strong">
      <AlertIcon className="mt-0.5 shrink-0" />
      <div className="grid gap-1">
        <p className="font-semibold">{title}</p>
        <p>{message}</p>
      </div>
    </div>
  )
}
