import { ArrowUp } from "lucide-react"

import { Button } from "@/components/ui/button"

/** "12 new contacts - show": contacts stored above the page while it was on screen. */
export function NewContactsBar({ count, capped, onShow }: { count: number; capped: boolean; onShow: () => void }) {
  if (count <= 0) return null
  const n = `${count.toLocaleString("en-US")}${capped ? "+" : ""}`
  return (
    <div
      role="status"
      data-testid="new-contacts-bar"
      className="flex items-center justify-between gap-3 rounded-lg border border-primary/30 bg-primary/5 px-4 py-2 text-sm"
    >
      <span className="font-medium">
        {n} new {count === 1 && !capped ? "contact" : "contacts"}
      </span>
      <Button size="sm" variant="outline" onClick={onShow}>
        <ArrowUp />
        Show
      </Button>
    </div>
  )
}
