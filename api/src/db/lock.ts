// A FIFO async mutex: runs one task at a time, in call order.
export function createLock() {
  let tail: Promise<unknown> = Promise.resolve()
  return function withLock<T>(task: () => Promise<T>): Promise<T> {
    const run = tail.then(task, task)
    tail = run.catch(() => undefined)
    return run
  }
}
