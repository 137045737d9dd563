import { useState } from "react"

import { Button } from "@/components/ui/button"
import { useOperatorZone } from "@/hooks/use-operator-zone"
import { MarkAllReadButton } from "./notification-parts"
import { NotificationRow } from "./notification-row"
import { useNotificationsPage } from "./use-notifications"

const Message = ({ children, tone = "muted" }: { children: string; tone?: "muted" | "error" }) => (
  <li className={tone === "error" ? "p-4 text-sm text-destructive" : "p-4 text-sm text-muted-foreground"}>
    {children}
  </li>
)

/** `zone`: the operator's time zone, read once by the list for every row. */
type PageProps = { before?: number; more: number; onLoadMore: () => void; zone: string }

/**
 * A page and, when more were loaded, the next one below it. Each page continues from the page
 * above as it is now, so a notification arriving at the top never leaves a gap between pages.
 */
function NotificationsPage({ before, more, onLoadMore, zone }: PageProps) {
  const { data, error } = useNotificationsPage(before)
  if (!data) {
    return error ? <Message tone="error">Notifications could not be loaded.</Message> : <Message>Loading...</Message>
  }
  if (before === undefined && !data.notifications.length) return <Message>No notifications yet</Message>
  return (
    <>
      {data.notifications.map((n) => (
        <NotificationRow key={n.id} notification={n} zone={zone} />
      ))}
      {data.nextBefore !== null &&
        (more > 0 ? (
          <NotificationsPage before={data.nextBefore} more={more - 1} onLoadMore={onLoadMore} zone={zone} />
        ) : (
          <li className="p-2">
            <Button type="button" variant="ghost" size="sm" className="w-full" onClick={onLoadMore}>
              Load more
            </Button>
          </li>
        ))}
    </>
  )
}

/** Settings → Notifications: every notification, newest first, a page at a time. */
export function NotificationsList() {
  const [extraPages, setExtraPages] = useState(0)
  const { data } = useNotificationsPage()
  const zone = useOperatorZone()
  const unread = data?.unread ?? 0

  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">
          Recent notifications
          {unread > 0 && <span className="font-normal text-muted-foreground"> · {unread} unread</span>}
        </h3>
        <MarkAllReadButton variant="outline" unread={unread} newestId={data?.notifications[0]?.id} />
      </div>
      <ul className="divide-y rounded-lg border" aria-label="Notifications">
        <NotificationsPage more={extraPages} onLoadMore={() => setExtraPages((n) => n + 1)} zone={zone} />
      </ul>
    </div>
  )
}
