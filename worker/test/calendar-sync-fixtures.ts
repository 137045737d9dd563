/** The Google Calendar sync tests' shared moves: a real-Calendar env, one sync pass, the card, a save. */
import { runCalendarSync } from "../src/services/google-calendar/calendar-job"
import type { Env } from "../src/env"
import type { GoogleCalendarStatus } from "../src/schemas/api-routes/calendar"
import type { FakeEvent } from "./calendar-fixtures"
import { request, sandboxEnv } from "./call-fixtures"
import { testCtx } from "./ctx"
import type { recordingQueue } from "./dialer-fixtures"
import { testDb } from "./port"

/** Sandbox voice (webhooks), real Google Calendar with this key, queue messages recorded in `queue`. */
export const calendarEnv =
  (queue: ReturnType<typeof recordingQueue>) =>
  (credentials: string): Env => ({
    ...sandboxEnv(),
    GOOGLE_SHEETS_CREDENTIALS: credentials,
    JOBS_QUEUE: queue as unknown as Queue,
  })

/** One calendar sync pass, as the queue job runs it. */
export const syncOnce = (e: Env) => runCalendarSync(testCtx({ env: e, db: testDb() }))

/** The Google Calendar card's answer. */
export const calendarStatus = async (e: Env) =>
  (await (await request(e, "/api/calendar/google")).json()) as GoogleCalendarStatus

/** Saves a calendar ID as the card does. */
export const saveCalendar = (e: Env, calendarId: string) =>
  request(e, "/api/calendar/google", { method: "PUT", json: { calendarId } })

/** The events a calendar still shows (deleted ones stay in the fake as "cancelled"). */
export const liveEvents = (events: FakeEvent[]) => events.filter((ev) => ev.status === "confirmed")

/** A time to the minute, as event times are compared. */
export const toMinute = (d: Date) => d.toISOString().slice(0, 16)
