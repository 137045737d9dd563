import { useEffect, useState } from "react"

/** The current time, re-read every `intervalMs` (live-call timers, Overdue/Today badges). */
export function useNow(intervalMs = 1000) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}
