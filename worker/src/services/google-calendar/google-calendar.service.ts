/**
 * The Demo Calendar page's Google Calendar card: the status, saving a calendar (checked at once,
 * then the demos to come are put on it) and the sandbox calendar's view.
 */
import type { Ctx } from "../../context/ctx"
import type { DB } from "../../db/client"
import { AppError } from "../../lib/errors"
import { calendarClientEmail, type Providers, requireProvider } from "../../providers"
import { CalendarError } from "../../providers/calendar/calendar-provider"
import { SANDBOX_CALENDAR_TITLE } from "../../providers/calendar/sandbox-calendar"
import { sandboxCalendarEvents } from "../sandbox-state/calendar-store"
import { runModeOf } from "../../providers/provider-mode"
import type { GoogleCalendarStatus, SandboxCalendarView } from "../../schemas/api-routes/calendar"
import type { GoogleCalendarConfigInput } from "../../schemas/google-calendar"
import { calendarMoveStatus, moveStatements } from "./calendar-move"
import { backfillStatement, enqueueCalendarSync } from "./calendar-outbox"
import {
  readCalendarConfig,
  readCalendarConnection,
  updateCalendarConnection,
  writeCalendarConfig,
} from "./calendar-state"
import { calendarPendingCount } from "./calendar-sync"

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

export async function googleCalendarStatus(db: DB, providers: Providers): Promise<GoogleCalendarStatus> {
  const { calendar } = providers
  const [config, state, counts] = await Promise.all([
    readCalendarConfig(db),
    readCalendarConnection(db),
    calendarPendingCount(db, runModeOf(calendar)),
  ])
  const move = await calendarMoveStatus(db, config.calendarId)
  const current = config.calendarId !== "" && state.calendarId === config.calendarId
  return {
    mode: calendar.mode,
    reason: calendar.reason,
    calendarId: config.calendarId,
    clientEmail: calendarClientEmail(calendar),
    connected: calendar.mode !== "not_configured" && current && state.ok,
    calendarTitle: current ? state.title : null,
    checkedAt: current ? iso(state.checkedAt) : null,
    lastSyncAt: current ? iso(state.lastSyncAt) : null,
    lastError: current ? state.error : null,
    pending: counts.pending,
    failed: counts.failed,
    ...move,
  }
}

/**
 * Saves the calendar and checks it with one request. Reached: the demos still to come are put on
 * it (each once: the outbox row is unique per call), those on another calendar moved from it
 * (calendar-move.ts), and a sync starts. Refused: the calendar stays
 * saved with the reason shown, and a 502 says what to do. "" disconnects: no new demo goes to
 * Google; events already written stay, and moves and cancellations of those still reach them.
 */
export async function saveGoogleCalendar(ctx: Ctx, input: GoogleCalendarConfigInput, appUrl: string) {
  const { db } = ctx
  const now = ctx.clock.now()
  const providers = await ctx.providers()
  const calendarId = input.calendarId.trim()
  await writeCalendarConfig(db, { calendarId, appUrl }, now)
  ctx.events.emit({ type: "calendar_updated" })
  if (!calendarId) return googleCalendarStatus(db, providers)
  const provider = requireProvider(providers.calendar)
  try {
    const access = await provider.test(calendarId)
    await updateCalendarConnection(db, { calendarId, title: access.title, ok: true, error: null, checkedAt: now }, now)
  } catch (err) {
    if (!(err instanceof CalendarError)) throw err
    await updateCalendarConnection(db, { calendarId, title: null, ok: false, error: err.message, checkedAt: now }, now)
    throw new AppError("calendar_error", 502, err.message)
  }
  await db.port.batch([
    ...moveStatements(calendarId, now),
    backfillStatement(calendarId, now, runModeOf(providers.calendar)),
  ])
  // Demos that waited (for this calendar, or for Google to be fixed) go now.
  await enqueueCalendarSync(ctx)
  return googleCalendarStatus(db, providers)
}

/** The sandbox calendar as Google Calendar would show it: the events to come (sandbox mode only). */
export async function sandboxCalendar(db: DB, providers: Providers, now: number): Promise<SandboxCalendarView> {
  if (providers.calendar.mode !== "sandbox") {
    throw new AppError("not_sandbox", 409, "The sandbox calendar exists only in sandbox mode.")
  }
  const { calendarId } = await readCalendarConfig(db)
  const events = calendarId ? await sandboxCalendarEvents(db, calendarId, now - 86_400_000) : []
  return {
    calendarId,
    title: SANDBOX_CALENDAR_TITLE,
    events: events.map((e) => ({
      id: e.id,
      summary: e.summary,
      description: e.description,
      location: e.location,
      start: e.start,
      end: e.end,
      timeZone: e.timeZone,
    })),
  }
}
