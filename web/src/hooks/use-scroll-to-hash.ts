import { useEffect } from "react"

/**
 * Brings the section the URL's #anchor names into view: links like /settings#voice (the dashboard's
 * setup checklist) navigate inside the app, where the browser's own jump to the anchor never runs.
 */
export function useScrollToHash() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1))
    if (!id) return
    // After this paint: lazy sections have mounted their ids by then.
    const frame = requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: "start" }))
    return () => cancelAnimationFrame(frame)
  }, [])
}
