import type { NotificationView } from "@shared/api-routes/notifications"
import { NOTIFICATION_TYPE_LABELS } from "@shared/notifications"
import { Link } from "wouter"

import { Button } from "@/components/ui/button"
import { useOperatorZone } from "@/hooks/use-operator-zone"
import { messageUnderLabel } from "./notification-message"
import { MarkAllReadButton, NotificationStatusBadge, NotificationTime, UnreadDot } from "./notification-parts"
import { useBellNotifications } from "./use-notifications"

function BellEntry({ notification, zone }: { notification: NotificationView; zone: string }) {
  return (
    <li className="flex gap-2 px-4 py-3">
      <UnreadDot read={notification.read} />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <div className="flex items-center justify-between gap-2">
          <span className="truncate text-xs font-medium text-muted-foreground">
            {NOTIFICATION_TYPE_LABELS[notification.type]}
          </span>
          <NotificationTime createdAt={notification.createdAt} zone={zone} />
        </div>
        <p className="text-sm [overflow-wrap:anywhere]">{messageUnderLabel(notification.type, notification.message)}</p>
        {notification.status === "failed" && (
          <div>
            <NotificationStatusBadge notification={notification} />
          </div>
        )}
      </div>
    </li>
  )
}

/** The newest entries, or why there are none. */
export function BellEntries({ entries, failed }: { entries: NotificationView[] | undefined; failed?: boolean }) {
  const zone = useOperatorZone()
  if (!entries) {
    return (
      <p className="px-4 py-6 text-center text-sm text-muted-foreground">
        {failed ? "Notifications could not be loaded." : "Loading..."}
      </p>
    )
  }
  if (!entries.length)
    return <p className="px-4 py-6 text-center text-sm text-muted-foreground">No notifications yet</p>
  return (
    <ul className="max-h-[min(24rem,60dvh)] divide-y overflow-y-auto" aria-label="Latest notifications">
      {entries.map((n) => (
        <BellEntry key={n.id} notification={n} zone={zone} />
      ))}
    </ul>
  )
}

/** The bell's popover: the latest entries, "Mark all as read" and the way to the full list. */
export function BellPanel({ onShowAll }: { onShowAll: () => void }) {
  const { data, error } = useBellNotifications()
  const unread = data?.unread ?? 0

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b py-2 pr-2 pl-4">
        <p className="text-sm font-semibold">Notifications</p>
        <MarkAllReadButton variant="ghost" unread={unread} newestId={data?.notifications[0]?.id} />
      </div>
      <BellEntries entries={data?.notifications} failed={!!error} />
      <div className="border-t p-2">
        <Button variant="ghost" size="sm" className="w-full" asChild>
          <Link href="/settings#notifications" onClick={onShowAll}>
            All notifications
          </Link>
        </Button>
      </div>
    </>
  )
}
