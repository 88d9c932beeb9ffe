// What a section says when its content could not be loaded, with a button to try again; announced.
import { Button } from './button'

export function LoadFailed({ message, retry, onRetry }: { message: string; retry: string; onRetry: () => void }) {
  return (
    <div role="alert" className="text-sm text-destructive">
      {message}{' '}
      <Button type="button" variant="link" onClick={onRetry}>
        {retry}
      </Button>
    </div>
  )
}
