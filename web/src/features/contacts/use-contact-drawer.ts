import { useCallback } from "react"
import { useLocation, useSearch } from "wouter"

import { CONTACT_PARAM, linkedContactId, withContactParam } from "./contact-link"

/** The contact a `?contact=<id>` address asks for, and `close` to drop the parameter. */
export function useContactDrawer() {
  const search = useSearch()
  const [location, navigate] = useLocation()
  const contactId = linkedContactId(new URLSearchParams(search).get(CONTACT_PARAM))
  const close = useCallback(() => {
    const rest = withContactParam(search, null)
    navigate(rest ? `${location}?${rest}` : location, { replace: true })
  }, [search, location, navigate])
  return { contactId, close }
}
