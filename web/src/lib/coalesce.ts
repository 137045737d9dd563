/**
 * Collects items and hands them to `flush` once per window, at its end (trailing): a burst of calls
 * within the window costs one flush, with each distinct item once. The window starts at the first
 * call after a flush and is not extended by later ones, so a steady stream still flushes every
 * `windowMs`.
 */
export function coalesce<T>(flush: (items: T[]) => void, windowMs: number) {
  let pending = new Set<T>()
  let timer: ReturnType<typeof setTimeout> | null = null
  const run = () => {
    timer = null
    const items = [...pending]
    pending = new Set()
    flush(items)
  }
  return {
    add(...items: T[]) {
      for (const item of items) pending.add(item)
      timer ??= setTimeout(run, windowMs)
    },
    /** Drops what is pending (the owner unmounts). */
    cancel() {
      if (timer !== null) clearTimeout(timer)
      timer = null
      pending = new Set()
    },
  }
}
