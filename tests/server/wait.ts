/** A promise and its resolver, for a test to hold a handler at a point or learn that it got there. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

/**
 * Re-checks `condition` until it holds. The deadline only turns a hang into a failure with a message; the tests assert
 * what happened and in which order, never how long it took.
 */
export async function waitUntil(condition: () => boolean | Promise<boolean>, what = 'the condition', timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
