import { CheckCheck } from "lucide-react"
import type { NotificationView } from "@shared/api-routes/notifications"

import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { cn } from "@/lib/utils"
import { fullDateTime } from "@/lib/zoned-format"
import { relativeTime } from "@/features/dashboard/relative-time"
import { STATUS_BADGE } from "./notification-format"
import { useMarkAllRead } from "./use-notifications"

/** The delivery status; a failure carries the provider's reason as its tooltip. */
export function NotificationStatusBadge({ notification }: { notification: NotificationView }) {
  const { label, variant } = STATUS_BADGE[notification.status]
  const reason = notification.status === "failed" ? (notification.error ?? undefined) : undefined
  return (
    <Badge variant={variant} title={reason}>
      {label}
    </Badge>
  )
}

/** "5 mins ago", with the full date and time on hover; `zone`: the operator's, read once by the list. */
export function NotificationTime({ createdAt, zone }: { createdAt: string; zone: string }) {
  const full = fullDateTime(createdAt, zone, { zoneName: true }) || undefined
  return (
    <time dateTime={createdAt} title={full} className="shrink-0 text-xs text-muted-foreground">
      {relativeTime(createdAt)}
    </time>
  )
}

/** A dot for entries the operator has not marked read yet; read ones keep the space, so rows line up. */
export function UnreadDot({ read }: { read: boolean }) {
  return (
    <span aria-hidden={read} className={cn("mt-1.5 size-2 shrink-0 rounded-full", !read && "bg-primary")}>
      {!read && <span className="sr-only">Unread</span>}
    </span>
  )
}

/** Marks everything up to the newest entry read; off while nothing is unread or a mark is on its way. */
export function MarkAllReadButton({
  newestId,
  unread,
  variant,
}: {
  newestId: number | undefined
  unread: number
  variant: "ghost" | "outline"
}) {
  const { marking, markAllRead } = useMarkAllRead()
  return (
    <Button
      type="button"
      variant={variant}
      size="sm"
      disabled={marking || unread === 0}
      onClick={() => void markAllRead(newestId)}
    >
      <CheckCheck aria-hidden />
      Mark all as read
    </Button>
  )
}
