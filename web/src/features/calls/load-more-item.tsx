import { useEffect, useRef } from "react"
import { Loader2 } from "lucide-react"

import { CommandItem } from "@/components/ui/command"

/**
 * The last row of a paged picker list: scrolling it into view loads the next page, and it can be
 * chosen like an option (Enter or a click) for keyboard and screen-reader users.
 */
export function LoadMoreItem({ loading, onLoad }: { loading: boolean; onLoad: () => void }) {
  const ref = useRef<HTMLDivElement>(null)
  const onLoadRef = useRef(onLoad)
  useEffect(() => {
    onLoadRef.current = onLoad
  })

  useEffect(() => {
    const item = ref.current
    if (!item || loading || typeof IntersectionObserver === "undefined") return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onLoadRef.current()
      },
      { root: item.closest("[cmdk-list]"), rootMargin: "0px 0px 120px 0px" }
    )
    observer.observe(item)
    return () => observer.disconnect()
  }, [loading])

  return (
    <CommandItem
      ref={ref}
      value="load-more"
      onSelect={onLoad}
      disabled={loading}
      className="justify-center text-muted-foreground"
    >
      {loading ? <Loader2 className="animate-spin" aria-hidden /> : null}
      {loading ? "Loading more…" : "Show more contacts"}
    </CommandItem>
  )
}
