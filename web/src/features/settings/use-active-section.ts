import { useEffect, useState } from "react"

/**
 * The section the operator is reading: the last one whose top has passed a line a little below the
 * sticky header. Read on scroll (one rect per section, sections are few), so the navigation marks
 * where you are without each section reporting itself.
 */
export function useActiveSection(ids: readonly string[], offset = 120): string {
  const [active, setActive] = useState(ids[0] ?? "")
  useEffect(() => {
    let frame = 0
    const read = () => {
      frame = 0
      let current = ids[0] ?? ""
      for (const id of ids) {
        const el = document.getElementById(id)
        if (el && el.getBoundingClientRect().top <= offset) current = id
      }
      // At the very bottom the last sections cannot reach the line: the last one is where you are.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2)
        current = ids.at(-1) ?? current
      setActive(current)
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read)
    }
    read()
    window.addEventListener("scroll", onScroll, { passive: true })
    window.addEventListener("resize", onScroll)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener("scroll", onScroll)
      window.removeEventListener("resize", onScroll)
    }
  }, [ids, offset])
  return active
}
