import { useEffect, useState } from "react"

/**
 * `value` once it has stopped changing for `delay` ms (e.g. a search box, so typing a word sends one
 * request, not one per key). A delay of 0 passes the value straight through, so clearing a search
 * can take effect at once while typing stays debounced.
 */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), Math.max(0, delay))
    return () => clearTimeout(timer)
  }, [value, delay])
  return delay <= 0 ? value : debounced
}
