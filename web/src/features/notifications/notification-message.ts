// Its own module: @shared/notifications' labels come with zod, which the bell's first paint must not load.
import { NOTIFICATION_TYPE_LABELS, type NotificationType } from "@shared/notifications"

/**
 * The message under its kind's label, without the label said twice: the stored message starts with
 * it ("Demo booked: Austin Taqueria, …") because the e-mail has no label row, the list does.
 */
export function messageUnderLabel(type: NotificationType, message: string) {
  const prefix = `${NOTIFICATION_TYPE_LABELS[type]}: `
  return message.toLowerCase().startsWith(prefix.toLowerCase()) ? message.slice(prefix.length) : message
}
