/**
 * The Analytics page's SQL (services/analytics) on every engine: the rollups kept by the calls
 * triggers (analytics_hours, migration 0039_analytics_hours) answer the funnel, heatmap, series, groups and
 * campaigns, and follow a call through its dial, result, demo and cancellation.
 */
import { fixedClock } from "../../src/context/clock"
import { openUnit } from "../../src/context/ctx"
import type { Env } from "../../src/env"
import { describe, expect, it } from "vitest"
import type { DB } from "../../src/db/client"
import { analyticsQuerySchema } from "../../src/schemas/analytics"
import { analyticsSummary, operatorAnalytics } from "../../src/services/analytics/analytics.service"
import type { DataLayerEngine } from "./engine"

const ZONE = "America/New_York"
// Thursday 26 November 2026, noon in New York.
const NOW = Date.UTC(2026, 10, 26, 17, 0)
const DAY = 86_400_000
// Tuesday 24 November, 10:00 in New York (15:00 UTC), dialled to a callee in New York (UTC-5).
const TUESDAY_10AM = Date.UTC(2026, 10, 24, 15, 0)

interface CallSeed {
  contact?: number
  campaign?: number | null
  placed?: boolean
  result?: string | null
  duration?: number
  demoDate?: number | null
  cancelled?: boolean
  dialedAt?: number
  cost?: number | null
  offset?: number | null
  test?: boolean
}

let nextCall = 1
async function addCall(db: DB, c: CallSeed = {}) {
  const id = nextCall++
  const at = c.dialedAt ?? TUESDAY_10AM
  const demo = c.demoDate !== undefined && c.demoDate !== null
  await db.port.run(
    `INSERT INTO calls (contact_id, campaign_id, vapi_call_id, status, result, duration, demo_scheduled, demo_date,
       demo_cancelled_at, created_at, updated_at, dialed_at, cost, callee_utc_offset, is_test)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?10, ?10, ?11, ?12, ?13)`,
    [
      c.contact ?? 1,
      c.campaign === undefined ? 1 : c.campaign,
      c.placed === false ? null : `analytics-${id}-${Math.random()}`,
      c.result === undefined || c.result === null ? (c.placed === false ? "queued" : "calling") : "completed",
      c.result ?? null,
      c.duration ?? 0,
      demo && !c.cancelled ? 1 : 0,
      c.demoDate ?? null,
      c.cancelled ? NOW - DAY : null,
      at,
      c.cost ?? null,
      c.offset === undefined ? -300 : c.offset,
      c.test ? 1 : 0,
    ]
  )
  const row = await db.port.first<{ id: number }>("SELECT id FROM calls ORDER BY id DESC LIMIT 1")
  return row!.id
}

async function seedLeads(db: DB) {
  await db.port.run(
    `INSERT INTO contacts (id, business_name, phone, category, source, created_at, updated_at) VALUES
      (1, 'Smile Dental', '+13135550101', 'Dentist', 'dentist - Detroit, MI', 0, 0),
      (2, 'Deep Dish', '+13125550102', 'Restaurant', 'restaurants - Chicago, IL', 0, 0)`
  )
  await db.port.run(
    `INSERT INTO campaigns (id, name, status, total_contacts, created_at, updated_at) VALUES (1, 'Dentists', 'running', 2, 0, 0)`
  )
}

const summary = (db: DB, query: Record<string, unknown> = {}) =>
  analyticsSummary(db, analyticsQuerySchema.parse({ period: "7d", ...query }), NOW, ZONE)

export function analyticsSuite(engine: DataLayerEngine) {
  describe(`analytics on ${engine.name}`, () => {
    async function seeded() {
      const db = await engine.fresh()
      await seedLeads(db)
      await addCall(db, { result: "answered", duration: 120, demoDate: NOW - DAY, cost: 0.5 })
      await addCall(db, { result: "answered", duration: 20, cost: 0.1 })
      await addCall(db, { result: "voicemail", duration: 25, cost: 0.05 })
      await addCall(db, { result: "no answer" })
      await addCall(db, {
        contact: 2,
        campaign: null,
        result: "answered",
        duration: 200,
        demoDate: NOW + 2 * DAY,
        cost: 0.35,
      })
      await addCall(db, { result: "answered", duration: 90, demoDate: NOW + DAY, cancelled: true })
      // A voicemail with the message left is its own outcome (Call History's "Voicemail, Message Left").
      await addCall(db, { result: "voicemail left", duration: 40 })
      // Never counted: a test call, a call never placed, and one before the period.
      await addCall(db, { contact: 2, campaign: null, result: "answered", duration: 300, test: true })
      await addCall(db, { placed: false })
      await addCall(db, { result: "answered", duration: 60, dialedAt: NOW - 40 * DAY })
      return db
    }

    it("answers the funnel: dialled, connected, conversations over 30 s, booked, held", async () => {
      const a = await summary(await seeded())
      expect(a.funnel).toEqual({ dialled: 7, connected: 4, conversations: 3, booked: 3, held: 1 })
      expect(a.period).toMatchObject({ from: "2026-11-20", to: "2026-11-26", bucket: "day", timeZone: ZONE })
      const tuesday = a.series.find((b) => b.start === "2026-11-24")!
      expect(tuesday.outcomes).toEqual({
        connected: 4,
        voicemailLeft: 1,
        voicemail: 1,
        noAnswer: 1,
        busy: 0,
        failed: 0,
        other: 0,
        pending: 0,
      })
      // $1.00 over the 2 demos still booked (the cancelled one is not a demo).
      expect(tuesday).toMatchObject({ dialled: 7, demos: 2, cost: 1, costPerDemo: 0.5 })
      expect(a.series.map((b) => b.start)).toHaveLength(7)
      expect(a.series.filter((b) => b.start !== "2026-11-24").every((b) => b.dialled === 0)).toBe(true)
    })

    it("puts each call on the callee's local weekday and hour", async () => {
      const db = await seeded()
      // The same instant to a callee in Los Angeles (UTC-8) is 7 AM there; no zone recorded: unknown.
      await addCall(db, { result: "answered", duration: 45, offset: -480 })
      await addCall(db, { result: "no answer", offset: null })
      const a = await summary(db)
      expect(a.heatmap).toEqual([
        { weekday: 2, hour: 7, dialled: 1, connected: 1 },
        { weekday: 2, hour: 10, dialled: 7, connected: 4 },
      ])
      expect(a.heatmapUnknown).toBe(1)
    })

    it("follows a call through its result, its demo and the demo's cancellation", async () => {
      const db = await seeded()
      const id = await addCall(db, { contact: 2, campaign: null })
      expect((await summary(db)).series.find((b) => b.start === "2026-11-24")!.outcomes.pending).toBe(1)

      await db.port.run(
        "UPDATE calls SET status = 'completed', result = 'answered', duration = 95, demo_scheduled = 1, demo_date = ?2, cost = 0.25 WHERE id = ?1",
        [id, NOW - 3_600_000]
      )
      let a = await summary(db)
      expect(a.funnel).toEqual({ dialled: 8, connected: 5, conversations: 4, booked: 4, held: 2 })
      expect(a.series.find((b) => b.start === "2026-11-24")!.outcomes.pending).toBe(0)

      await db.port.run("UPDATE calls SET demo_scheduled = 0, demo_cancelled_at = ?2 WHERE id = ?1", [id, NOW])
      a = await summary(db)
      // Still booked once; no longer held, nor a demo the cost is spread over.
      expect(a.funnel).toMatchObject({ booked: 4, held: 1 })
      expect(a.series.find((b) => b.start === "2026-11-24")).toMatchObject({ demos: 2, cost: 1.25 })
    })

    it("filters by campaign, source and category, and compares campaigns side by side", async () => {
      const db = await seeded()
      expect((await summary(db, { campaignId: 1 })).funnel).toMatchObject({ dialled: 6, connected: 3, held: 1 })
      expect((await summary(db, { campaignId: 0 })).funnel).toMatchObject({ dialled: 1, booked: 1 })
      expect((await summary(db, { category: "Restaurant" })).funnel).toMatchObject({ dialled: 1, connected: 1 })
      expect((await summary(db, { source: "dentist - Detroit, MI" })).funnel.dialled).toBe(6)
      expect((await summary(db, { source: "nowhere" })).funnel).toEqual({
        dialled: 0,
        connected: 0,
        conversations: 0,
        booked: 0,
        held: 0,
      })
      const { campaigns } = await summary(db)
      expect(campaigns).toEqual([
        {
          id: 1,
          name: "Dentists",
          dialled: 6,
          connected: 3,
          conversations: 2,
          booked: 2,
          demos: 1,
          cost: 0.65,
          costPerDemo: 0.65,
        },
        {
          id: 0,
          name: "No campaign (Call Now)",
          dialled: 1,
          connected: 1,
          conversations: 1,
          booked: 1,
          demos: 1,
          cost: 0.35,
          costPerDemo: 0.35,
        },
      ])
    })

    it("ranks categories and sources by demo rate among those with 5 calls or more", async () => {
      const db = await seeded()
      await db.port.run(
        "INSERT INTO contacts (id, business_name, phone, category, source, created_at, updated_at) VALUES (3, 'Pipes', '+13135550103', 'Plumber', 'plumbers', 0, 0)"
      )
      for (let i = 0; i < 4; i++) {
        await addCall(db, {
          contact: 2,
          campaign: null,
          result: "answered",
          duration: 60,
          demoDate: i < 3 ? NOW + DAY : null,
        })
      }
      await addCall(db, { contact: 3, result: "answered", duration: 60, demoDate: NOW + DAY })
      const a = await summary(db)
      // Restaurant: 4 demos in 5 calls; Dentist: 1 in 6; Plumber: 1 in 1, under 5 calls, so left out.
      expect(a.categories).toEqual([
        { name: "Restaurant", dialled: 5, connected: 5, demos: 4, demoRate: 0.8 },
        { name: "Dentist", dialled: 6, connected: 3, demos: 1, demoRate: 1 / 6 },
      ])
      expect(a.sources.map((s) => s.name)).toEqual(["restaurants - Chicago, IL", "dentist - Detroit, MI"])
    })

    // A zone change recounts the rollups (analytics-zone.ts): slower than a read on a loaded machine.
    it("answers in the operator's zone as soon as they change it (the page's one round trip guesses it)", async () => {
      const db = await seeded()
      const q = analyticsQuerySchema.parse({ period: "7d" })
      for (const zone of ["Asia/Kolkata", "Asia/Kolkata", "UTC", "America/New_York"]) {
        await db.port.run(
          "INSERT INTO settings (key, value, updated_at) VALUES ('timezone', ?1, 0) ON CONFLICT (key) DO UPDATE SET value = ?1",
          [zone]
        )
        // A request's unit: its settings unread until the page reads them beside its figures.
        const { ctx } = openUnit({} as Env, { db, clock: fixedClock(NOW), send: async () => {} })
        const answer = await operatorAnalytics(ctx, q)
        expect((await ctx.settings()).timezone).toBe(zone)
        expect(answer).toEqual(await analyticsSummary(db, q, NOW, zone))
        expect(answer.period.timeZone).toBe(zone)
      }
    }, 30_000)

    it("charts a 90-day period by week, from the period's first day then each Monday", async () => {
      const a = await summary(await seeded(), { period: "90d" })
      expect(a.period.bucket).toBe("week")
      expect(a.series[0]!.start).toBe("2026-08-29")
      expect(a.series[1]!.start).toBe("2026-08-31")
      expect(a.series.at(-1)!.start).toBe("2026-11-23")
      expect(a.funnel.dialled).toBe(8)
    })

    // Kolkata +5:30 and Kathmandu +5:45: a day there starts inside a UTC hour, which the rollups keep.
    for (const [zone, offsetMinutes] of [
      ["Asia/Kolkata", 330],
      ["Asia/Kathmandu", 345],
      ["America/New_York", -300],
    ] as const) {
      it(`counts calls at 00:10 and 23:50 in ${zone} in the day they were dialled, in every chart`, async () => {
        const db = await engine.fresh()
        await seedLeads(db)
        const local = (day: number, h: number, m: number) => Date.UTC(2026, 10, day, h, m) - offsetMinutes * 60_000
        // Tuesday the 24th: five calls in its first and last minutes; one the minute before, one just after.
        const calls = [
          { at: local(23, 23, 50), result: "no answer" },
          { at: local(24, 0, 10), result: "answered", demo: true },
          { at: local(24, 0, 11), result: "answered" },
          { at: local(24, 0, 12), result: "voicemail" },
          { at: local(24, 23, 50), result: "answered", demo: true },
          { at: local(24, 23, 55), result: "busy" },
          { at: local(25, 0, 10), result: "answered" },
        ]
        for (const c of calls) {
          await addCall(db, { dialedAt: c.at, result: c.result, duration: 60, demoDate: c.demo ? NOW + DAY : null })
        }
        // What the calls themselves say about the 24th in the zone.
        const [dayStart, dayEnd] = [local(24, 0, 0), local(25, 0, 0)]
        const straight = await db.port.first<{ n: number }>(
          "SELECT count(*) AS n FROM calls WHERE is_test = 0 AND vapi_call_id IS NOT NULL AND dialed_at >= ?1 AND dialed_at < ?2",
          [dayStart, dayEnd]
        )
        expect(straight!.n).toBe(5)

        const day = await analyticsSummary(
          db,
          analyticsQuerySchema.parse({ period: "custom", from: "2026-11-24", to: "2026-11-24" }),
          NOW,
          zone
        )
        expect(day.funnel).toEqual({ dialled: 5, connected: 3, conversations: 3, booked: 2, held: 0 })
        expect(day.series).toMatchObject([{ start: "2026-11-24", dialled: 5, demos: 2 }])
        expect(day.heatmap.reduce((n, s) => n + s.dialled, 0)).toBe(5)
        expect(day.heatmap.reduce((n, s) => n + s.connected, 0)).toBe(3)
        expect(day.categories).toEqual([{ name: "Dentist", dialled: 5, connected: 3, demos: 2, demoRate: 0.4 }])
        expect(day.sources).toMatchObject([{ name: "dentist - Detroit, MI", dialled: 5 }])
        expect(day.campaigns).toMatchObject([
          { id: 1, dialled: 5, connected: 3, conversations: 3, booked: 2, demos: 2 },
        ])

        // The same day filtered, and the week's days around it.
        const filtered = await analyticsSummary(
          db,
          analyticsQuerySchema.parse({
            period: "custom",
            from: "2026-11-24",
            to: "2026-11-24",
            campaignId: 1,
            category: "Dentist",
          }),
          NOW,
          zone
        )
        expect(filtered.funnel.dialled).toBe(5)
        expect(filtered.categories).toMatchObject([{ name: "Dentist", dialled: 5 }])
        expect(filtered.campaigns).toMatchObject([{ id: 1, dialled: 5 }])
        const week = await summary(db, { period: "7d" })
        const weekIn = await analyticsSummary(db, analyticsQuerySchema.parse({ period: "7d" }), NOW, zone)
        expect(week.funnel.dialled).toBe(7)
        expect(weekIn.series.filter((b) => b.dialled > 0).map((b) => [b.start, b.dialled])).toEqual([
          ["2026-11-23", 1],
          ["2026-11-24", 5],
          ["2026-11-25", 1],
        ])
      }, 30_000)
    }
  })
}
