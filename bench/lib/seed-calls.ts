import type Database from "better-sqlite3"

import { mulberry32 } from "../../worker/src/lib/seeded-random"

const CAMPAIGNS = ["Spring Dentists", "Auto Repair Push", "Salon Outreach", "Plumbers Q3", "Bakery Follow-ups"]
const RESULTS = ["answered", "answered", "no answer", "no answer", "busy", "voicemail", "failed"]
const DAY = 86_400_000
const CALLEE_OFFSETS = [-300, -360, -420, -480]

export interface SeededCalls {
  campaignIds: number[]
  /** Calls with a provider id and no result yet (status "calling"): targets for webhook events. */
  openCalls: { id: number; vapiCallId: string }[]
}

/**
 * `n` calls over contacts 1..contactCount (some contacts get none, a few calls lost their contact) and
 * a few campaigns (about a third of the calls are manual, without one), created over the last 90 days
 * in id order. Inserted through the real triggers, so data_versions, call_stats and call_hourly_stats
 * end up exactly as production would have them. The newest `openCount` calls are still "calling".
 */
export function seedCalls(
  db: Database.Database,
  { n, contactCount, openCount = 0 }: { n: number; contactCount: number; openCount?: number }
): SeededCalls {
  // Seeded, so every run seeds the same history.
  const rnd = mulberry32(42)
  const now = Date.now()
  const insertCampaign = db.prepare(
    "INSERT INTO campaigns (name, status, total_contacts, created_at, updated_at) VALUES (?, ?, ?, ?, ?)"
  )
  const insertCall = db.prepare(`INSERT INTO calls (contact_id, campaign_id, vapi_call_id, status, result, duration,
    demo_scheduled, demo_date, created_at, updated_at, completed_at, dialed_at, summary, ended_reason, attempt,
    callee_utc_offset) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`)
  const campaignIds: number[] = []
  const openCalls: SeededCalls["openCalls"] = []
  db.transaction(() => {
    CAMPAIGNS.forEach((name, i) => {
      const status = i < 2 ? "running" : i === 2 ? "paused" : "completed"
      campaignIds.push(Number(insertCampaign.run(name, status, 1000, now - 120 * DAY, now).lastInsertRowid))
    })
    for (let i = 0; i < n; i++) {
      const createdAt = now - 90 * DAY + Math.floor(((i + 1) / n) * 90 * DAY) - 60_000
      const open = i >= n - openCount
      // Calls cluster on 70% of the contacts; 0.1% lost their contact (deleted later). A contact has at
      // most one call in flight (a unique index), so the open calls go to the newest contacts, one each.
      const clustered = rnd() < 0.001 ? null : 1 + Math.floor(Math.pow(rnd(), 1.3) * contactCount * 0.7)
      const contactId = open ? contactCount - (i - (n - openCount)) : clustered
      const campaignId = rnd() < 0.35 ? null : campaignIds[Math.floor(rnd() * campaignIds.length)]!
      const failedToDial = !open && rnd() < 0.02
      const result = open ? null : failedToDial ? "failed" : RESULTS[Math.floor(rnd() * RESULTS.length)]!
      const answered = result === "answered"
      const demo = answered && rnd() < 0.25
      const vapiCallId = failedToDial ? null : `bench-call-${i + 1}`
      const { lastInsertRowid } = insertCall.run(
        contactId,
        campaignId,
        vapiCallId,
        open ? "calling" : result === "failed" ? "failed" : "completed",
        result,
        answered ? 30 + Math.floor(rnd() * 400) : open ? null : Math.floor(rnd() * 30),
        demo ? 1 : 0,
        demo ? createdAt + 3 * DAY : null,
        createdAt,
        createdAt + 120_000,
        open ? null : createdAt + 120_000,
        failedToDial ? null : createdAt + 1_000,
        answered ? "Spoke with the owner." : null,
        open ? null : answered ? "customer-ended-call" : "customer-did-not-answer",
        // The four mainland US zones (standard time), by contact: the Analytics heatmap's local hours.
        failedToDial ? null : CALLEE_OFFSETS[(contactId ?? 0) % CALLEE_OFFSETS.length]!
      )
      if (open) openCalls.push({ id: Number(lastInsertRowid), vapiCallId: vapiCallId! })
    }
  })()
  return { campaignIds, openCalls }
}
