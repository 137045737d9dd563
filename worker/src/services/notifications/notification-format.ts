import { perZone } from "../../lib/zoned-time"

const instantFormat = perZone(
  (timeZone) =>
    new Intl.DateTimeFormat("en-US", {
      weekday: "short",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone,
      timeZoneName: "short",
    })
)

/** "Tue, Nov 25, 2:00 PM EST": a moment as the operator reads it, with its zone. */
export function formatInstant(instant: number, timeZone: string) {
  return instantFormat(timeZone).format(new Date(instant))
}
