import { createExecutionContext, createScheduledController, env } from "cloudflare:test"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { call, fakeVoice, recordingLiveRoom, resetAll, seedContacts, setSetting } from "../../test/dialer-fixtures"
import {
  deliverDue,
  endDueCalls,
  insideWindow,
  type Outcome,
  rng,
  type ScheduledEnd,
  simQueue,
} from "../../test/week-sim"
import type { Env } from "../env"
import type { CampaignItem, CampaignWaitingList } from "../schemas/api-routes/campaigns"
import { CRON_STEPS, handleScheduled } from "./cron"
import { port } from "../../test/port"

/*
 * A simulated week through the real cron and queue handlers: 2,000 contacts, 10 campaigns in four
 * zones with different windows, work days and paces, random pauses, resumes and reschedules, numbers
 * put on the do-not-call list mid-week, every queue message delivered twice (concurrently), provider
 * 429s, consumer runs that crash after claiming (and after dialling), overlapping ticks and a queue
 * outage between the tick's commit and its send. Monday 2026-03-02 to Monday 2026-03-09 (US DST starts
 * on Sunday the 8th).
 */

const MIN = 60_000
const START = Date.parse("2026-03-02T00:00:00Z")
const END = START + 7 * 24 * 60 * MIN
const ALL = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
const MON_FRI = ALL.slice(1, 6)
const ZONE = {
  ET: { tz: "America/New_York", area: "212" },
  CT: { tz: "America/Chicago", area: "312" },
  MT: { tz: "America/Denver", area: "303" },
  PT: { tz: "America/Los_Angeles", area: "415" },
  AZ: { tz: "America/Phoenix", area: "602" },
  XX: { tz: null, area: "555" }, // no such area code: the callee's zone cannot be told
} as const
type Z = keyof typeof ZONE

interface Plan {
  name: string
  timezone: string
  startTime: string
  endTime: string
  workDays: string[]
  minutes: number
  contacts: number
  zones: Z[]
  start: { active: true } | { scheduled: string } | { draftStartAt: string }
  /** Short windows are left alone by the random operator, so their contacts can all be reached. */
  quiet?: boolean
}

const PLANS: Plan[] = [
  {
    name: "NY nights",
    timezone: "America/New_York",
    startTime: "00:01",
    endTime: "06:00",
    workDays: ALL,
    minutes: 1,
    contacts: 300,
    zones: ["ET", "ET", "CT", "XX"],
    start: { active: true },
  },
  {
    name: "Chicago office",
    timezone: "America/Chicago",
    startTime: "09:00",
    endTime: "17:00",
    workDays: MON_FRI,
    minutes: 2,
    contacts: 250,
    zones: ["CT", "ET", "MT", "XX"],
    start: { active: true },
  },
  {
    name: "Denver long days",
    timezone: "America/Denver",
    startTime: "08:00",
    endTime: "20:00",
    workDays: ALL.slice(1),
    minutes: 3,
    contacts: 200,
    zones: ["MT", "CT", "PT", "AZ"],
    start: { active: true },
  },
  {
    name: "LA late weekend",
    timezone: "America/Los_Angeles",
    startTime: "22:00",
    endTime: "02:00",
    workDays: ["friday", "saturday", "sunday"],
    minutes: 1,
    contacts: 150,
    zones: ["PT", "AZ", "XX"],
    start: { scheduled: "2026-03-02T12:00:00Z" },
    quiet: true,
  },
  {
    name: "NY evenings",
    timezone: "America/New_York",
    startTime: "19:00",
    endTime: "21:00",
    workDays: ALL,
    minutes: 1,
    contacts: 200,
    zones: ["ET", "XX"],
    start: { scheduled: "2026-03-02T20:00:00Z" },
  },
  {
    name: "LA office",
    timezone: "America/Los_Angeles",
    startTime: "09:00",
    endTime: "17:00",
    workDays: MON_FRI,
    minutes: 5,
    contacts: 120,
    zones: ["PT", "AZ", "MT"],
    start: { scheduled: "2026-03-03T00:00:00Z" },
  },
  {
    name: "Chicago nights",
    timezone: "America/Chicago",
    startTime: "00:01",
    endTime: "06:00",
    workDays: MON_FRI,
    minutes: 2,
    contacts: 200,
    zones: ["CT", "ET", "XX"],
    start: { scheduled: "2026-03-02T06:00:00Z" },
  },
  {
    name: "NY midweek",
    timezone: "America/New_York",
    startTime: "10:00",
    endTime: "16:00",
    workDays: ["tuesday", "wednesday", "thursday"],
    minutes: 10,
    contacts: 40,
    zones: ["ET", "XX"],
    start: { draftStartAt: "2026-03-02T12:00:00Z" },
    quiet: true,
  },
  {
    name: "Denver all week",
    timezone: "America/Denver",
    startTime: "06:00",
    endTime: "23:00",
    workDays: ALL,
    minutes: 3,
    contacts: 320,
    zones: ["MT", "PT", "CT", "ET", "AZ", "XX"],
    start: { draftStartAt: "2026-03-02T03:00:00Z" },
  },
  {
    name: "Phoenix afternoons",
    timezone: "America/Phoenix",
    startTime: "12:00",
    endTime: "18:00",
    workDays: MON_FRI,
    minutes: 1,
    contacts: 220,
    zones: ["AZ", "PT", "MT"],
    start: { draftStartAt: "2026-03-02T18:00:00Z" },
  },
]

const r = rng(20260302)
let now = START
const setNow = (t: number) => {
  now = t
  vi.setSystemTime(new Date(t))
}
const queue = simQueue(() => now)
const live = recordingLiveRoom()
const simEnv = {
  ...env,
  CALLS_QUEUE: queue.binding,
  LiveRoom: live.namespace,
  VAPI_API_KEY: undefined,
  SANDBOX: undefined,
} as Env
const ends: ScheduledEnd[] = []
const endsSeen: ScheduledEnd[] = []

function scheduleEnd(callId: number, providerCallId: string, phone: string) {
  const x = r.next()
  const outcome: Outcome =
    x < 0.45 ? "answered" : x < 0.7 ? "no answer" : x < 0.8 ? "busy" : x < 0.92 ? "voicemail" : "failed"
  const minutes = outcome === "answered" ? r.int(1, 4) : 1
  const answered = outcome === "answered"
  const end = {
    at: now + minutes * MIN,
    callId,
    providerCallId,
    outcome,
    startedAt: now,
    optOut: answered && r.next() < 0.05,
    demo: answered && r.next() < 0.1,
  }
  askForCallback(end, phone)
  ends.push(end)
  endsSeen.push(end)
  if (end.optOut && !listedAt.has(phone)) listedAt.set(phone, end.at)
}
/*
 * Callbacks: some callees who answer ask to be called back, at any hour (the campaign's window does
 * not hold a callback) up to three days ahead, half a minute past the minute (so a tick at the minute
 * is early). Their own random source, so the rest of the week draws the same numbers as before.
 */
const cbr = rng(22)
const callbackAsked = new Set<string>()
/** Callbacks fall due by then, so each is dialled within the week. */
const LAST_CALLBACK = END - 12 * 60 * MIN
function askForCallback(end: ScheduledEnd, phone: string) {
  if (end.outcome !== "answered" || end.optOut || end.demo || callbackAsked.has(phone) || cbr.next() >= 0.12) return
  const at = Math.floor((now + cbr.int(90, 3 * 24 * 60) * MIN) / MIN) * MIN + 30_000
  if (at > LAST_CALLBACK) return
  callbackAsked.add(phone)
  end.callbackAt = at
}

const voice = fakeVoice(
  () => now,
  (d) => scheduleEnd(d.callId, d.providerCallId, d.phone)
)

const api = (path: string, method = "GET", json?: unknown) => call(simEnv, path, { method, json })

// What the assertions need, recorded as the week runs.
const contactZone = new Map<number, string | null>()
const contactPhone = new Map<number, string>()
const listedAt = new Map<string, number>()
const campaignIds: number[] = []
const planOf = new Map<number, Plan>()
let overlappingTicks = 0
let operatorActions = 0

/**
 * The cron's calling steps: the reconcile pass and the dialer tick, through the real trigger handler
 * (its gate read included). The other steps (retention, reports, provider checks, syncs) have tests
 * of their own (cron.test.ts and each service's) and would only add round trips to 10,080 minutes.
 */
const CALLING_STEPS = CRON_STEPS.filter((s) => s.name === "reconcile pass" || s.name === "dialer tick")

async function tick() {
  const run = () =>
    handleScheduled(
      createScheduledController({ scheduledTime: new Date(now), cron: "* * * * *" }),
      simEnv,
      createExecutionContext(),
      CALLING_STEPS
    )
  if (r.next() < 0.002) queue.failNextSend()
  if (r.next() < 0.03) {
    overlappingTicks++
    await Promise.all([run(), run()])
  } else await run()
}

type FollowUp = { at: number; campaignId: number; action: "resume" | "reschedule" | "restoreHours" }
type Hours = { startTime: string; endTime: string; workDays: string[] }
/** Windows the operator switches a campaign to for a few hours (PUT /api/campaigns/:id/hours). */
const EDITED_WINDOWS: Hours[] = [
  { startTime: "09:00", endTime: "17:00", workDays: MON_FRI },
  { startTime: "19:00", endTime: "21:00", workDays: ALL },
  { startTime: "00:01", endTime: "06:00", workDays: ALL },
  { startTime: "07:30", endTime: "22:15", workDays: ALL.slice(1) },
  { startTime: "23:00", endTime: "03:00", workDays: ["tuesday", "wednesday", "thursday", "friday"] },
]
/** Each campaign's windows in force, from when: the dial check reads the one in force at the dial. */
const windowsOf = new Map<number, { from: number; hours: Hours }[]>()
const windowAt = (campaignId: number, at: number) =>
  windowsOf
    .get(campaignId)!
    .filter((w) => w.from <= at)
    .at(-1)!.hours
let windowEdits = 0
async function editHours(campaignId: number, hours: Hours) {
  expect((await api(`/api/campaigns/${campaignId}/hours`, "PUT", hours)).status).toBe(200)
  windowsOf.get(campaignId)!.push({ from: now, hours })
  windowEdits++
}
const followUps: FollowUp[] = []
/** Operator pauses: no dial of the campaign from `from` until it is resumed (`to`). */
const pauses: { campaignId: number; from: number; to: number }[] = []
const closePause = (campaignId: number, to: number) => {
  for (const p of pauses) if (p.campaignId === campaignId && p.to === Infinity) p.to = to
}

async function randomOperator() {
  for (const f of followUps.filter((f) => f.at <= now)) {
    followUps.splice(followUps.indexOf(f), 1)
    operatorActions++
    if (f.action === "restoreHours") {
      const plan = planOf.get(f.campaignId)!
      // A campaign that finished under its edited hours keeps them (a completed campaign's hours are final: 409).
      const c = (await (await api(`/api/campaigns/${f.campaignId}`)).json()) as CampaignItem
      if (c.status !== "completed")
        await editHours(f.campaignId, { startTime: plan.startTime, endTime: plan.endTime, workDays: plan.workDays })
    } else if (f.action === "resume") {
      await api(`/api/campaigns/${f.campaignId}`, "PUT", { status: "running" })
      closePause(f.campaignId, now)
    } else {
      const at = now + r.int(30, 300) * MIN
      await api(`/api/campaigns/${f.campaignId}`, "PUT", { scheduledStart: new Date(at).toISOString() })
      closePause(f.campaignId, at)
    }
  }
  // Operators act during the first five and a half days, so every pause is undone before the end.
  if (now > START + 5.5 * 24 * 60 * MIN) return
  if (r.next() < 1 / 120) {
    const id = r.pick(campaignIds.filter((id) => !planOf.get(id)!.quiet && !followUps.some((f) => f.campaignId === id)))
    const c = (await (await api(`/api/campaigns/${id}`)).json()) as CampaignItem
    operatorActions++
    if (c.status === "running" || (c.status === "paused" && c.pausedReason === "window")) {
      expect((await api(`/api/campaigns/${id}`, "PUT", { status: "paused" })).status).toBe(200)
      pauses.push({ campaignId: id, from: now, to: Infinity })
      followUps.push({
        at: now + r.int(30, 240) * MIN,
        campaignId: id,
        action: r.next() < 0.5 ? "resume" : "reschedule",
      })
    } else if (c.status === "scheduled") {
      await api(`/api/campaigns/${id}`, "PUT", { scheduledStart: new Date(now + r.int(10, 180) * MIN).toISOString() })
    }
  }
  // About 12 window edits, each undone a few hours later (so every contact can still be reached).
  if (now < START + 4 * 24 * 60 * MIN && r.next() < 12 / (4 * 24 * 60)) {
    const id = r.pick(campaignIds.filter((id) => !planOf.get(id)!.quiet && !followUps.some((f) => f.campaignId === id)))
    const c = (await (await api(`/api/campaigns/${id}`)).json()) as CampaignItem
    if (c.status !== "completed") {
      operatorActions++
      await editHours(id, r.pick(EDITED_WINDOWS))
      followUps.push({ at: now + r.int(60, 360) * MIN, campaignId: id, action: "restoreHours" })
    }
  }
  if (r.next() < 25 / (6 * 24 * 60)) {
    const contactId = r.int(1, 2000)
    const phone = contactPhone.get(contactId)!
    if ((await api("/api/dnc", "POST", { phone, reason: "Asked by e-mail" })).status === 201) listedAt.set(phone, now)
  }
}

/** What the week left behind, filled by the suite's beforeAll; every test reads only this and the database. */
const week = { simulatedMs: 0, tickFailuresLogged: 0 }

/** Seven days of minutes: cron ticks, queue deliveries, call ends and a random operator, in simulated time. */
async function runWeek() {
  const started = performance.now()
  // The tick logs its own failures; here they are the simulated queue outages, counted by the first test.
  const errors = vi.spyOn(console, "error").mockImplementation(() => {})
  try {
    for (let t = START; t < END; t += MIN) {
      setNow(t)
      await endDueCalls(ends, simEnv, t)
      await randomOperator()
      if (t === START + 40 * 60 * MIN) await probeWindowPause()
      await tick()
      await deliverDue(queue, simEnv, voice.providers, t)
      if (r.next() < 0.04) voice.failNext(r.pick(["busy", "busy", "crash", "crash-after-dial"] as const))
    }
    week.tickFailuresLogged = errors.mock.calls.filter((c) => String(c[0]).startsWith("dialer tick failed")).length
  } finally {
    errors.mockRestore()
  }
  await loadOutcome()
  week.simulatedMs = performance.now() - started
}

/*
 * The week runs once, in beforeAll, and every test only reads what it left (the recorded dials and
 * the database, which keeps its rows across this file's tests): any one test passes on its own
 * (`vitest run -t "<name>"`) and in any order.
 */
describe("a simulated week of campaigns", () => {
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ["Date"] })
    setNow(START)
    await resetAll()
    await setSetting("calls_per_minute", "10")
    await setSetting("voice_concurrency_limit", "10")
    let firstId = 1
    for (const plan of PLANS) {
      const zones = Array.from({ length: plan.contacts }, () => r.pick(plan.zones))
      const seeded = await seedContacts(plan.contacts, { firstId, area: (i) => ZONE[zones[i]!].area })
      seeded.forEach((c, i) => {
        contactZone.set(c.id, ZONE[zones[i]!].tz)
        contactPhone.set(c.id, c.phone)
      })
      firstId += plan.contacts
    }
    // Five numbers the provider never accepts (429 every time): their calls must end failed, not vanish.
    for (let i = 0; i < 5; i++) voice.busyPhones.add(contactPhone.get(r.int(1, 2000))!)
    // 30 numbers opted out before any campaign exists.
    const early = Array.from({ length: 30 }, () => contactPhone.get(r.int(1, 2000))!)
    await api("/api/dnc/import", "POST", { phones: early })
    for (const p of early) listedAt.set(p, START)

    firstId = 1
    for (const plan of PLANS) {
      const start = plan.start
      const res = await api("/api/campaigns", "POST", {
        name: plan.name,
        selectedContacts: Array.from({ length: plan.contacts }, (_, i) => firstId + i),
        minutesBetweenCalls: plan.minutes,
        startTime: plan.startTime,
        endTime: plan.endTime,
        workDays: plan.workDays,
        timezone: plan.timezone,
        ...("active" in start
          ? { status: "active" }
          : "scheduled" in start
            ? { status: "scheduled", scheduledStart: start.scheduled }
            : {}),
      })
      expect(res.status).toBe(201)
      const created = (await res.json()) as CampaignItem
      campaignIds.push(created.id)
      planOf.set(created.id, plan)
      windowsOf.set(created.id, [{ from: 0, hours: plan }])
      // The calls screen sets an "active" campaign running at once (SPEC §4).
      if ("active" in start)
        expect((await api(`/api/campaigns/${created.id}`, "PUT", { status: "running" })).status).toBe(200)
      if ("draftStartAt" in start)
        followUps.push({ at: Date.parse(start.draftStartAt), campaignId: created.id, action: "resume" })
      firstId += plan.contacts
    }

    await runWeek()
    // A safety net, not a timing assertion: the week takes minutes, more on a busy 2-core machine.
  }, 1_800_000)
  afterAll(() => vi.useRealTimers())

  it("runs 7 days of cron ticks and queue deliveries", () => {
    expect(queue.stats.sendFailures).toBeGreaterThan(0)
    expect(week.tickFailuresLogged).toBe(queue.stats.sendFailures)
    console.log(
      `simulated week in ${(week.simulatedMs / 1000).toFixed(1)} s: ${voice.dials.length} dials, ` +
        `${queue.stats.delivered} deliveries (${queue.stats.retried} retried, ${queue.stats.deadLettered} dead-lettered), ` +
        `${overlappingTicks} overlapping ticks, ${queue.stats.sendFailures} failed sends, ${operatorActions} operator actions ` +
        `(${windowEdits} window edits), ` +
        `${listedAt.size} numbers listed; contacts: ${JSON.stringify(outcome.breakdown)}`
    )
    expect(voice.dials.length).toBeGreaterThan(2000)
    // Screens heard about it on /ws (SPEC §7).
    const types = new Set(live.events.map((ev) => ev.type))
    expect(types).toContain("campaign_updated")
    expect(types).toContain("call_updated")
  })

  it("never dials a call twice, nor a contact more than once per attempt", () => {
    const callIds = voice.dials.map((d) => d.callId)
    expect(new Set(callIds).size).toBe(callIds.length)
    const byContact = new Map<string, number[]>()
    for (const d of voice.dials) {
      const c = outcome.calls.get(d.callId)!
      const key = `${c.campaignId}:${c.contactId}`
      byContact.set(key, [...(byContact.get(key) ?? []), d.at])
    }
    for (const [, times] of byContact) {
      expect(times.length).toBeLessThanOrEqual(3) // the first attempt and 2 retries
      times.sort((a, b) => a - b)
      for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(60 * MIN)
    }
  })

  it("dials only inside the window in force (edited ones too) and on work days, in the campaign's and the callee's zone", () => {
    expect(windowEdits).toBeGreaterThan(5)
    const outside = voice.dials.filter((d) => {
      const c = outcome.calls.get(d.callId)!
      if (c.campaignId === null) return false // a callback: the lead chose its time
      const plan = planOf.get(c.campaignId)!
      const hours = windowAt(c.campaignId, d.at)
      const zone = contactZone.get(c.contactId)
      return !insideWindow(hours, d.at, plan.timezone) || (zone && !insideWindow(hours, d.at, zone))
    })
    expect(outside).toEqual([])
    // Edited campaigns dialled under their edited hours too, not only under the plan's.
    const underEdits = voice.dials.filter((d) => {
      const c = outcome.calls.get(d.callId)!
      return c.campaignId !== null && windowAt(c.campaignId, d.at) !== planOf.get(c.campaignId)!
    })
    expect(underEdits.length).toBeGreaterThan(0)
  })

  it("never dials while the operator has a campaign paused", () => {
    const during = voice.dials.filter((d) => {
      const c = outcome.calls.get(d.callId)!
      return pauses.some((p) => p.campaignId === c.campaignId && d.at >= p.from && d.at < p.to)
    })
    expect(pauses.length).toBeGreaterThan(5)
    expect(during).toEqual([])
  })

  it("never dials a number once it is on the do-not-call list", () => {
    const listedDials = voice.dials.filter((d) => listedAt.has(d.phone) && d.at >= listedAt.get(d.phone)!)
    expect(listedDials).toEqual([])
    // Callees who asked on the call were listed by the end-of-call hook.
    expect(outcome.transcriptListed).toBeGreaterThan(0)
  })

  it("paces every campaign and keeps within calls per minute and concurrency", () => {
    for (const [campaignId, created] of outcome.createdByCampaign) {
      const pace = planOf.get(campaignId)!.minutes * MIN
      for (let i = 1; i < created.length; i++) expect(created[i]! - created[i - 1]!).toBeGreaterThanOrEqual(pace)
    }
    const perMinute = new Map<number, number>()
    for (const t of outcome.allCreated) perMinute.set(t, (perMinute.get(t) ?? 0) + 1)
    expect(Math.max(...perMinute.values())).toBeLessThanOrEqual(10)
    // Calls live at each dial: dialled by then and not yet ended (a call never reported ended is
    // counted until its own dial). Each end is at or after its dial, so that is those dialled by then
    // less those ended by then: two sorted lists instead of every dial against every other.
    const dialled = voice.dials.map((x) => x.at).sort((a, b) => a - b)
    const ended = voice.dials.map((x) => outcome.endAt.get(x.callId) ?? x.at).sort((a, b) => a - b)
    for (const d of voice.dials) expect(countUpTo(dialled, d.at) - countUpTo(ended, d.at)).toBeLessThanOrEqual(10)
  })

  it("fails, after its retries, every call the provider never accepts (no contact is lost)", async () => {
    const rows = await port.all<{ phone: string; state: string; outcome: string }>(
      `SELECT ct.phone, cc.state, cc.outcome FROM campaign_contacts cc JOIN contacts ct ON ct.id = cc.contact_id`
    )
    const busy = rows.filter((x) => voice.busyPhones.has(x.phone) && x.outcome !== "dnc")
    expect(busy.length).toBeGreaterThan(0)
    for (const x of busy) expect(x).toMatchObject({ state: "done", outcome: "failed" })
    const failed = await port.all<{ error: string }>(
      `SELECT c.error FROM calls c JOIN contacts ct ON ct.id = c.contact_id WHERE c.status = 'failed' AND ct.phone IN (SELECT value FROM json_each(?))`,
      [JSON.stringify([...voice.busyPhones])]
    )
    expect(failed.length).toBeGreaterThan(0)
    for (const f of failed) expect(f.error).toBe("Too many requests")
  })

  it("dials every callback once, never before its time, at it, even once its campaign ended", async () => {
    const asked = endsSeen.filter((e) => e.callbackAt !== undefined)
    expect(asked.length).toBeGreaterThan(20)
    for (const e of asked) expect(e.callbackReply).toMatch(/^Callback scheduled for /)
    const callbacks = await port.all<{
      id: number
      dueAt: number
      state: string
      outcome: string | null
      campaignId: number
      phone: string
    }>(
      `SELECT cb.id, cb.due_at AS dueAt, cb.state, cb.outcome, cb.campaign_id AS campaignId, ct.phone
       FROM callbacks cb JOIN contacts ct ON ct.id = cb.contact_id`
    )
    // One callback per request, at the time asked, for the campaign of the call that asked.
    expect(callbacks.map((cb) => cb.dueAt).sort()).toEqual(asked.map((e) => e.callbackAt).sort())
    type CallbackCall = {
      id: number
      callbackId: number
      status: string
      error: string | null
      dialedAt: number
      providerCallId: string | null
    }
    const callsOf = new Map<number, CallbackCall[]>()
    for (const c of await port.all<CallbackCall>(
      `SELECT id, callback_id AS callbackId, status, error, dialed_at AS dialedAt, vapi_call_id AS providerCallId
       FROM calls WHERE callback_id IS NOT NULL`
    ))
      callsOf.set(c.callbackId, [...(callsOf.get(c.callbackId) ?? []), c])
    let afterCampaignEnded = 0
    let outsideCampaignWindow = 0
    let listedFirst = 0
    let failedBeforeDial = 0
    for (const cb of callbacks) {
      expect(cb.campaignId).not.toBeNull()
      expect(cb.state).toBe("done")
      const dials = voice.dials.filter((d) => callsOf.get(cb.id)?.some((c) => c.id === d.callId))
      if (listedAt.has(cb.phone) && listedAt.get(cb.phone)! <= cb.dueAt + 30 * MIN) {
        // Put on the do-not-call list before (or about when) it fell due: never dialled after that.
        listedFirst++
        for (const d of dials) expect(d.at).toBeLessThan(listedAt.get(cb.phone)!)
        continue
      }
      // One call per callback (calls.callback_id is unique), claimed for dialling at its time.
      expect(callsOf.get(cb.id)).toHaveLength(1)
      const own = callsOf.get(cb.id)![0]!
      if (dials.length === 0) {
        // The scripted "crash" before the provider placed the call (a scripted failure waits for the
        // next dial, whoever's it is): the attempt failed, which is final for a callback as for a
        // campaign's call (a failure may hide a call that went out, so nothing re-dials it; the
        // operator gets the call-failed notice), and the callback records it.
        expect(own).toMatchObject({
          status: "failed",
          providerCallId: null,
          error: "Something went wrong on our side while placing the call.",
        })
        expect(cb.outcome).toBe("failed")
        failedBeforeDial++
      } else expect(dials).toHaveLength(1)
      const at = dials[0]?.at ?? own.dialedAt
      expect(at).toBeGreaterThanOrEqual(cb.dueAt)
      // Only the calls-per-minute and concurrency limits may hold it back, for minutes.
      expect(at - cb.dueAt).toBeLessThan(30 * MIN)
      const plan = planOf.get(cb.campaignId)!
      if (!insideWindow(windowAt(cb.campaignId, at), at, plan.timezone)) outsideCampaignWindow++
      const campaign = outcome.campaigns.find((c) => c.id === cb.campaignId)!
      const lastEnd = Math.max(
        ...[...outcome.calls]
          .filter(([, c]) => c.campaignId === cb.campaignId)
          .map(([id]) => outcome.endAt.get(id) ?? 0)
      )
      if (campaign.status === "completed" && at > lastEnd) afterCampaignEnded++
    }
    console.log(
      `callbacks: ${callbacks.length} asked, ${outsideCampaignWindow} dialled outside their campaign's window, ` +
        `${afterCampaignEnded} after their campaign ended, ${listedFirst} listed first, ` +
        `${failedBeforeDial} failed before the provider placed them`
    )
    expect(outsideCampaignWindow).toBeGreaterThan(0)
    expect(afterCampaignEnded).toBeGreaterThan(0)
  })

  it("reaches or accounts for every contact", () => {
    const b = outcome.breakdown
    expect(b.total).toBe(2000)
    // Every contact was dialled at least once, or is on the do-not-call list.
    expect(b.neverTried).toBe(0)
    expect(b.reached + b.exhausted + b.failed + b.dnc + b.awaitingRetry + b.inFlight).toBe(2000)
    for (const c of outcome.campaigns) {
      expect(c.completedCalls).toBe(outcome.finishedByCampaign.get(c.id) ?? 0)
      if (c.completedCalls === c.totalContacts) expect(c.status).toBe("completed")
    }
  })
})

/** How many of the sorted `xs` are at most `t` (binary search). */
function countUpTo(xs: number[], t: number) {
  let [lo, hi] = [0, xs.length]
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (xs[mid]! <= t) lo = mid + 1
    else hi = mid
  }
  return lo
}

// Tuesday 16:00 UTC: NY midweek (Tue-Thu 10-16 ET) must be running; Chicago nights (00:01-06:00) paused by its window.
async function probeWindowPause() {
  const list = (await (await api("/api/campaigns")).json()) as CampaignItem[]
  const byName = (n: string) => list.find((c) => c.name === n)!
  expect(byName("NY midweek").status).toBe("running")
  expect(byName("LA late weekend")).toMatchObject({ status: "paused", pausedReason: "window" })
  expect(byName("LA late weekend").resumesAt).toBe("2026-03-07T06:00:00.000Z") // Friday 22:00 PST
  // The why line says the same.
  const why = (await (await api("/api/campaigns/waiting")).json()) as CampaignWaitingList
  const la = why.items.find((i) => i.campaignId === byName("LA late weekend").id)!
  expect(la).toMatchObject({ state: "paused", line: "paused until Fri 10:00 PM PT" })
}

const outcome = {
  calls: new Map<number, { campaignId: number; contactId: number; createdAt: number; attempt: number }>(),
  createdByCampaign: new Map<number, number[]>(),
  allCreated: [] as number[],
  endAt: new Map<number, number>(),
  finishedByCampaign: new Map<number, number>(),
  campaigns: [] as CampaignItem[],
  transcriptListed: 0,
  breakdown: { total: 0, reached: 0, exhausted: 0, failed: 0, dnc: 0, awaitingRetry: 0, inFlight: 0, neverTried: 0 },
}

async function loadOutcome() {
  const calls = await port.all<Record<string, number>>(
    "SELECT id, campaign_id, contact_id, created_at, attempt FROM calls ORDER BY created_at, id"
  )
  for (const c of calls) {
    outcome.calls.set(c.id!, {
      campaignId: c.campaign_id!,
      contactId: c.contact_id!,
      createdAt: c.created_at!,
      attempt: c.attempt!,
    })
    outcome.allCreated.push(c.created_at!)
    // A callback's call belongs to no campaign (its own test checks it).
    if (c.campaign_id === null) continue
    outcome.createdByCampaign.set(c.campaign_id!, [
      ...(outcome.createdByCampaign.get(c.campaign_id!) ?? []),
      c.created_at!,
    ])
  }
  for (const e of endsSeen) outcome.endAt.set(e.callId, e.at)
  const rows = await port.all<{ campaign_id: number; state: string; attempts: number; outcome: string | null }>(
    "SELECT campaign_id, state, attempts, outcome FROM campaign_contacts"
  )
  const b = outcome.breakdown
  for (const row of rows) {
    b.total++
    if (row.state === "done" || row.state === "skipped") {
      outcome.finishedByCampaign.set(row.campaign_id, (outcome.finishedByCampaign.get(row.campaign_id) ?? 0) + 1)
    }
    if (row.state === "skipped" && row.outcome === "dnc") b.dnc++
    else if (row.state === "done" && (row.outcome === "no answer" || row.outcome === "busy")) b.exhausted++
    else if (row.state === "done" && row.outcome === "failed") b.failed++
    else if (row.state === "done") b.reached++
    else if (row.state === "in_flight") b.inFlight++
    else if (row.state === "pending" && row.attempts > 0) b.awaitingRetry++
    else b.neverTried++
  }
  const listed = await port.first<{ n: number }>("SELECT count(*) AS n FROM do_not_call WHERE source = 'transcript'")
  outcome.transcriptListed = listed!.n
  outcome.campaigns = (await (await api("/api/campaigns")).json()) as CampaignItem[]
}
