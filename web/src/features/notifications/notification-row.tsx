import type { NotificationView } from "@shared/api-routes/notifications"
import { NOTIFICATION_TYPE_LABELS } from "@shared/notifications"

import { messageUnderLabel } from "./notification-message"
import { recipientsText } from "./notification-format"
import { NotificationStatusBadge, NotificationTime, UnreadDot } from "./notification-parts"

/** One entry of the Settings list: what happened, to whom it went, and whether it did (`zone`: the operator's). */
export function NotificationRow({ notification, zone }: { notification: NotificationView; zone: string }) {
  const { type, message, details, recipients, status, error, createdAt, read } = notification
  return (
    <li className="flex gap-2 px-3 py-3" data-testid="notification-row">
      <UnreadDot read={read} />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="text-xs font-medium text-muted-foreground">{NOTIFICATION_TYPE_LABELS[type]}</span>
          <NotificationStatusBadge notification={notification} />
          <span className="ml-auto">
            <NotificationTime createdAt={createdAt} zone={zone} />
          </span>
        </div>
        <p className="text-sm font-medium [overflow-wrap:anywhere]">{messageUnderLabel(type, message)}</p>
        {status === "failed" && (
          <p className="text-xs [overflow-wrap:anywhere] text-destructive">
            Not delivered: {error || "the e-mail provider gave no reason"}
          </p>
        )}
        <p className="text-xs [overflow-wrap:anywhere] text-muted-foreground">{recipientsText(recipients)}</p>
        {details && (
          <details className="group text-xs">
            <summary className="w-fit cursor-pointer rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring/50">
              Details
            </summary>
            <p className="mt-1 [overflow-wrap:anywhere] whitespace-pre-wrap text-muted-foreground">{details}</p>
          </details>
        )}
      </div>
    </li>
  )
}
