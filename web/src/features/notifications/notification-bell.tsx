import { lazy, Suspense, useState, type ComponentProps } from "react"
import { Bell } from "lucide-react"

import { Button } from "@/components/ui/button"
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover"
import { bellLabel, unreadBadgeText } from "./notification-format"
import { useBellNotifications } from "./use-notifications"

// The entries need the contract's labels, which bring zod; load them when the bell is first reached for.
const loadBellPanel = () => import("./bell-panel")
const BellPanel = lazy(() => loadBellPanel().then((m) => ({ default: m.BellPanel })))

/** The header's red count; hidden when everything is read. */
export function UnreadBadge({ unread }: { unread: number }) {
  const text = unreadBadgeText(unread)
  if (!text) return null
  return (
    <span
      aria-hidden
      data-testid="unread-badge"
      className="absolute -top-1.5 -right-1.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-white tabular-nums"
    >
      {text}
    </span>
  )
}

/** The bell button itself: its name carries the exact count the badge may shorten. */
export function BellButton({ unread, ...props }: ComponentProps<typeof Button> & { unread: number }) {
  return (
    <Button variant="outline" size="icon" className="relative" aria-label={bellLabel(unread)} {...props}>
      <Bell />
      <UnreadBadge unread={unread} />
    </Button>
  )
}

/**
 * SPEC §2.1 header bell: the unread count and the latest entries. Opening it marks nothing read;
 * only "Mark all as read" does, so a glance never hides what still needs a look.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false)
  const { data } = useBellNotifications()

  function showAll() {
    setOpen(false)
    // Already on Settings: the route does not change, so nothing else brings the card into view.
    requestAnimationFrame(() => document.getElementById("notifications")?.scrollIntoView({ block: "start" }))
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <BellButton
          unread={data?.unread ?? 0}
          onPointerEnter={() => void loadBellPanel()}
          onFocus={() => void loadBellPanel()}
        />
      </PopoverTrigger>
      <PopoverContent align="end" collisionPadding={16} className="w-[min(22rem,calc(100vw-2rem))] p-0">
        <Suspense fallback={<p className="px-4 py-6 text-center text-sm text-muted-foreground">Loading...</p>}>
          <BellPanel onShowAll={showAll} />
        </Suspense>
      </PopoverContent>
    </Popover>
  )
}
