import { useEffect } from "react"

/** How long a link's #anchor is followed while the page fills in: a safety net, not a wait. */
const FOLLOW_MS = 10_000

/** What the operator does to take the scroll over: from then on the page is theirs. */
const TAKEOVER_EVENTS = ["wheel", "touchstart", "keydown", "pointerdown"] as const

/**
 * Brings the section the URL's #anchor names into view: links like /settings#voice (the dashboard's
 * setup checklist) navigate inside the app, where the browser's own jump to the anchor never runs.
 * The section often renders after its data arrives, and sections above it grow as theirs does, so
 * the anchor is followed (scrolled to when it appears and whenever the page changes above it) until
 * the operator scrolls, clicks or types, or a few seconds pass. `key` starts it again (the location).
 */
export function useScrollToHash(key?: unknown) {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1))
    if (!id) return
    let lastTop: number | null = null
    const follow = () => {
      const target = document.getElementById(id)
      if (!target) return
      const top = target.getBoundingClientRect().top + window.scrollY
      if (top === lastTop) return
      lastTop = top
      target.scrollIntoView({ block: "start" })
    }
    const observer = new MutationObserver(follow)
    const stop = () => {
      observer.disconnect()
      clearTimeout(timer)
      for (const type of TAKEOVER_EVENTS) window.removeEventListener(type, stop, true)
    }
    observer.observe(document.body, { childList: true, subtree: true, attributes: true })
    const timer = setTimeout(stop, FOLLOW_MS)
    for (const type of TAKEOVER_EVENTS) window.addEventListener(type, stop, { capture: true, passive: true })
    // After this paint: sections that are already there have their ids by then.
    const frame = requestAnimationFrame(follow)
    return () => {
      cancelAnimationFrame(frame)
      stop()
    }
  }, [key])
}
