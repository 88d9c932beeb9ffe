// What an admin list says besides its rows: why it failed to load, or that it is empty.
export function ListStatus({ error, empty, emptyText }: { error?: string; empty: boolean; emptyText: string }) {
  if (error)
    return (
      <p role="alert" className="mt-3 text-sm text-destructive">
        {error}
      </p>
    )
  return empty ? <p className="mt-3 text-sm text-muted-foreground">{emptyText}</p> : null
}
