import { formatPhoneDisplay } from "../../schemas/phone"
import type { CallFacts } from "../notifications/call-notifications"
import { formatInstant } from "../notifications/notification-format"
import type { NewNotification } from "../notifications/record-notification"

/** The callback a call's report leaves waiting, as the operator hears of it (once per call). */
export function callbackNotification(
  call: CallFacts & { callback_due: number | null; callback_reason: string | null; callback_tz: string | null },
  timezone: string
): NewNotification {
  const when = formatInstant(call.callback_due!, timezone)
  const theirs =
    call.callback_tz && call.callback_tz !== timezone ? formatInstant(call.callback_due!, call.callback_tz) : null
  const business = call.business_name ?? "A deleted contact"
  return {
    type: "callback_scheduled",
    dedupeKey: `callback_scheduled:call:${call.id}`,
    callId: call.id,
    contactId: call.contact_id,
    message: `Callback asked for: ${business}, ${when}`,
    details: [
      `Call back: ${when}${theirs ? ` (${theirs} their time)` : ""}`,
      call.callback_reason ? `Reason: ${call.callback_reason}` : null,
      call.phone ? `Phone: ${formatPhoneDisplay(call.phone)}` : null,
      `Campaign: ${call.campaign_name ?? "Manual Call"}`,
      "The dialer calls them at that time (or the next allowed moment).",
    ]
      .filter(Boolean)
      .join("\n"),
  }
}
