import { useCallback, useEffect, useMemo } from "react"
import { useLocation, useSearch } from "wouter"

import { toast } from "@/hooks/use-toast"
import { CALL_PARAM, callLinkProblem, linkedCallId, withoutCallParam } from "./call-link"
import { useCallDetails } from "./use-call-details"

/**
 * The call a `/calls?call=<id>` link asks for, fetched by id (it is rarely on the history page in
 * view), and `close` to drop the parameter so a reload or Back does not open it again.
 */
export function useCallLink() {
  const search = useSearch()
  const [location, navigate] = useLocation()
  const raw = new URLSearchParams(search).get(CALL_PARAM)
  const { data, error } = useCallDetails(linkedCallId(raw))

  const close = useCallback(() => {
    const rest = withoutCallParam(search)
    navigate(rest ? `${location}?${rest}` : location, { replace: true })
  }, [search, location, navigate])

  const problem = useMemo(() => callLinkProblem(raw, { data, error }), [raw, data, error])
  // A bad or stale link says so once and leaves a plain Calls page behind.
  useEffect(() => {
    if (!problem) return
    toast({ variant: "destructive", ...problem })
    close()
  }, [problem, close])

  return { call: raw !== null && !problem ? (data ?? null) : null, close }
}
