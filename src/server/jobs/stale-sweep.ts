/**
 * Runs `recover(staleBefore)` now and then every half of `staleAfterMs`: at start with everything counted as stale
 * when `resumeAllOnStart`. A sweep must only take up work the queue does not hold (see jobInLine).
 */
export async function startStaleSweep(
  name: string,
  recover: (staleBefore: Date) => Promise<number>,
  options: { staleAfterMs: number; resumeAllOnStart: boolean; now: () => Date },
): Promise<() => void> {
  const sweep = (staleBefore: Date) => recover(staleBefore).catch((err) => console.error(`Resuming ${name} failed:`, err))
  const now = () => options.now().getTime()
  await sweep(new Date(options.resumeAllOnStart ? now() + 1 : now() - options.staleAfterMs))
  const timer = setInterval(() => void sweep(new Date(now() - options.staleAfterMs)), Math.max(1_000, options.staleAfterMs / 2))
  timer.unref()
  return () => clearInterval(timer)
}
