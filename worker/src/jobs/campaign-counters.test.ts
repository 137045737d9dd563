import { createExecutionContext, createMessageBatch, createScheduledController } from "cloudflare:test"
import { afterEach, beforeEach, expect, it, vi } from "vitest"
import { call, fakeVoice, recordingQueue, resetAll, seedContacts, testEnv } from "../../test/dialer-fixtures"
import { testCtx } from "../../test/ctx"
import type { Env } from "../env"
import type { CampaignItem, CampaignWaiting } from "../schemas/api-routes/campaigns"
import { applyVoiceEvents } from "../services/calls/apply-events"
import { handleScheduled } from "./cron"
import { handleQueue } from "./queue"

/*
 * Issue 38: for about 2 minutes after each call the campaign line said "1 call in progress, 0 of 61
 * done" while the LIVE box said no calls: the attempt stayed in flight until the next dialer tick
 * settled it. Now the end-of-call report settles it in its own batch.
 */

const MIN = 60_000
// Tuesday 2026-03-03 01:00 in New York: inside a 00:01-06:00 window.
const T0 = Date.parse("2026-03-03T06:00:00Z")
let now = T0
let e: Env
let q: ReturnType<typeof recordingQueue>
let voice: ReturnType<typeof fakeVoice>

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] })
  vi.setSystemTime(new Date(T0))
  now = T0
  await resetAll()
  q = recordingQueue()
  e = testEnv(q)
  voice = fakeVoice(() => now)
})
afterEach(() => vi.useRealTimers())

const tick = () =>
  handleScheduled(
    createScheduledController({ scheduledTime: new Date(now), cron: "* * * * *" }),
    e,
    createExecutionContext()
  )

async function deliverSent() {
  const batch = createMessageBatch(
    "cold-caller-calls",
    q.drain().map((m, i) => ({ id: `m${i}-${Math.random()}`, timestamp: new Date(now), attempts: 1, body: m.body }))
  )
  await handleQueue(batch, e, createExecutionContext(), { providers: voice.providers, now: () => now })
}

const json = async <T>(path: string) => (await (await call(e, path)).json()) as T

it("a campaign's counters and why-line agree with the LIVE box the moment a call's report arrives", async () => {
  const contacts = await seedContacts(2)
  const res = await call(e, "/api/campaigns", {
    method: "POST",
    json: {
      name: "Counters",
      selectedContacts: contacts.map((c) => c.id),
      minutesBetweenCalls: 2,
      startTime: "00:01",
      endTime: "06:00",
      status: "scheduled",
      scheduledStart: new Date(T0).toISOString(),
    },
  })
  expect(res.status).toBe(201)
  const campaign = (await res.json()) as CampaignItem
  await tick()
  await deliverSent()
  const dial = voice.dials.at(-1)!
  const why = async () =>
    (await json<{ items: CampaignWaiting[] }>("/api/campaigns/waiting")).items.find((w) => w.campaignId === campaign.id)
  expect((await why())?.line).toContain("1 call in progress")

  // The report: the call is answered and over. No tick runs in between.
  now += MIN
  vi.setSystemTime(new Date(now))
  await applyVoiceEvents(testCtx({ env: e }), [
    {
      kind: "ended",
      providerCallId: dial.providerCallId,
      callId: dial.callId,
      report: {
        endedReason: "customer-ended-call",
        startedAt: new Date(now - MIN),
        endedAt: new Date(now),
        transcript: "AI: Hello\nUser: Not interested, thanks.",
        summary: null,
        recordingUrl: null,
        cost: 0.2058,
        costBreakdown: null,
        structuredData: {},
        messages: [],
      },
    },
  ])

  const status = await json<{ liveCalls: unknown[]; activeCalls: number }>("/api/campaigns/status")
  expect(status.activeCalls).toBe(0)
  expect(status.liveCalls).toEqual([])
  expect((await why())?.line ?? "").not.toContain("in progress")
  const after = await json<CampaignItem>(`/api/campaigns/${campaign.id}`)
  expect(after.completedCalls).toBe(1)
})
