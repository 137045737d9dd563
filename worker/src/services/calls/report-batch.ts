/**
 * An end-of-call report is one D1 batch: the call's result, its Google Sheets rows, the contact's
 * status, the operator's notifications and an opt-out's do-not-call entry land together or not at
 * all. Written one after the other, an isolate dying between them lost what came after the result:
 * the replay is a no-op (`result IS NULL`), so nothing would ever write it.
 */
import { eq } from "drizzle-orm"
import type { Ctx } from "../../context/ctx"
import { contacts } from "../../db/schema"
import { batchNamed, typed } from "../../db/sql/batch-named"
import type { SqlStatement } from "../../db/sql/sql-port"
import { runModeOf } from "../../providers/provider-mode"
import type { CallReport } from "../../providers/voice/voice-provider"
import { NOTIFICATION_SETTING } from "../../schemas/notifications"
import type { Settings } from "../../settings/registry"
import { calleeTimeZone } from "../campaigns/callee-time"
import { addNumbersStatements } from "../dnc/dnc.service"
import { detectOptOut } from "../dnc/opt-out"
import {
  callFailureNotification,
  callResultNotification,
  demoBookedNotification,
} from "../notifications/call-notifications"
import {
  announceNotification,
  deliveryOf,
  type NewNotification,
  notificationStatement,
} from "../notifications/record-notification"
import { enqueueSheetsSync } from "../sheets/sheets-outbox"
import { calendarOutboxStatement, enqueueCalendarSync } from "../google-calendar/calendar-outbox"
import { callbackNotification } from "../callbacks/callback-notification"
import { agreesToDemo, contactStatusFor, outcomeOf } from "./call-outcome"
import { readDemoTime } from "./demo-time"
import { callAfterReport, type CallBefore, reportStatements } from "./report-statements"
import { SETTLE_CALL_SQL } from "../campaigns/dialer-sql"

/** The call as the report needs it, read once before the batch: its state, contact and campaign. */
export interface ReportCall extends CallBefore {
  contact_id: number | null
  campaign_id: number | null
  /** The callback this call's scheduleCallback tool left waiting (epoch ms), its reason and zone. */
  callback_due: number | null
  callback_reason: string | null
  callback_tz: string | null
  /** Settings → Voice's test call (1): its report is kept on the row, nothing else follows from it. */
  is_test: number
  business_name: string | null
  phone: string | null
  address: string | null
  campaign_name: string | null
  campaign_tz: string | null
}

/** The zone a demo time given without one is read in: the callee's, else the campaign's, else the operator's. */
export const demoZoneOf = (call: ReportCall, settings: Settings) =>
  calleeTimeZone(call) ?? call.campaign_tz ?? settings.timezone

function notificationsFor(call: ReportCall, after: ReturnType<typeof callAfterReport>, settings: Settings) {
  const on = (type: NewNotification["type"]) => settings[NOTIFICATION_SETTING[type]]
  const facts = { ...call, ...after }
  const out: NewNotification[] = []
  if (on("call_result")) out.push(callResultNotification(facts))
  if (on("system_error") && after.result === "failed") out.push(callFailureNotification(facts))
  const demo = on("demo_scheduled") ? demoBookedNotification(facts, settings.timezone) : null
  if (demo) out.push(demo)
  if (on("callback_scheduled") && call.callback_due !== null) out.push(callbackNotification(facts, settings.timezone))
  return out
}

/** Applies one report to `call` (found by apply-events.ts): one read of the settings, one batch. */
export async function applyReport(ctx: Ctx, call: ReportCall, report: CallReport) {
  const now = ctx.clock.now()
  const [settings, providers] = await Promise.all([ctx.settings(), ctx.providers()])
  const zone = agreesToDemo(report) ? demoZoneOf(call, settings) : "UTC"
  // A report read late (the reconcile pass, up to a day on) judges the demo time from the call's end.
  const ended = report.endedAt?.getTime() ?? now
  const asOf = new Date(Math.min(now, Math.max(ended, now - 86_400_000)))
  const o = outcomeOf(report, (value) => readDemoTime(value, zone, asOf), settings.voicemail_message)
  // The result at [0] (RETURNING status), its Sheets rows at [1], then the cost when the report has one.
  const [result, outbox, ...cost] = reportStatements(ctx.db, call.id, o, report, new Date(now), {
    sheetsMode: runModeOf(providers.sheets),
  })

  // What follows from the result is written only with it: a call whose result is already stored
  // (a replay) had all of it written in that result's batch.
  const after = callAfterReport(call, o, report)
  const contactStatus = contactStatusFor({
    result: o.result,
    demoScheduled: !!after.demo_scheduled,
    followUp: o.followUp,
    callbackScheduled: call.callback_due !== null,
  })
  let contact: SqlStatement | null = null
  let optOut: SqlStatement[] = []
  let notices: NewNotification[] = []
  const delivery = await deliveryOf(ctx)
  // A test call to the operator's own phone updates no contact, notifies nobody and records no
  // opt-out (the operator saying "don't call me" must not put their number on the do-not-call list).
  if (call.result === null && !call.is_test) {
    if (call.contact_id && contactStatus) {
      contact = ctx.db.update(contacts).set({ status: contactStatus }).where(eq(contacts.id, call.contact_id)).toSQL()
    }
    // A callee who asked not to be called again goes on the do-not-call list (47 CFR 64.1200).
    if (call.phone && detectOptOut(report.transcript, report.structuredData)) {
      const reason = `Asked not to be called again (call ${call.id})`
      optOut = addNumbersStatements([call.phone], { reason, source: "transcript", now })
    }
    notices = notificationsFor(call, after, settings)
  }

  const results = await batchNamed(ctx.db.port, {
    result: typed<{ status: string }>(result!),
    outbox,
    cost,
    // The demo's event on the operator's Google Calendar: booked by the report, or its summary added.
    calendar: calendarOutboxStatement(call.id, now, runModeOf(providers.calendar)),
    contact,
    optOut,
    notices: notices.map((n) => typed<{ id: number }>(notificationStatement(n, delivery, now))),
    // A campaign's attempt is settled with the result, so its counters agree with the LIVE box at once.
    settle: call.campaign_id !== null && { sql: SETTLE_CALL_SQL, params: [now, call.id] },
  })
  const changed = results.result[0]
  if (results.settle.length) ctx.events.emit({ type: "campaign_updated", campaignId: call.campaign_id! })
  if (results.outbox.length) await enqueueSheetsSync(ctx)
  if (results.calendar.length) await enqueueCalendarSync(ctx)
  if (!changed) return
  if (contact) ctx.events.emit({ type: "contact_updated", contactIds: [call.contact_id!] })
  // The opt-out's insert (its first statement) returns the number when it was not listed yet.
  if (results.optOut[0]?.length) ctx.events.emit({ type: "campaign_updated" })
  ctx.events.emit({ type: "call_updated", callId: call.id, status: changed.status })
  for (const rows of results.notices) {
    const row = rows[0]
    if (row) await announceNotification(ctx, row.id, delivery.deliver)
  }
}
