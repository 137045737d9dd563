/** Calls and the dashboard: requests from ../calls.ts, answers and their types here (some also in ../action-results.ts). */
import { z } from "zod"
import { COST_KINDS } from "../costs"
import {
  bulkUpdateStatusSchema,
  CALL_DIRECTION_VALUES,
  CALL_RESULT_VALUES,
  CALL_STATUS_VALUES,
  callListQuerySchema,
  dashboardQuerySchema,
  initiateCallSchema,
  simulateCallbackSchema,
} from "../calls"
import { callControlSchema } from "../live-call"
import { defineRoutes, websocketResponse } from "./define"
import { API } from "./endpoints"
import { isoInstant, pageCursorsSchema } from "./shared"

export const callIdParamSchema = z.object({ id: z.coerce.number().int().positive() })

export const callContactRefSchema = z.strictObject({ businessName: z.string(), phone: z.string(), address: z.string() })
export type CallContactRef = z.infer<typeof callContactRefSchema>

/** "Simulate a callback": the inbound call logged, and what the caller hears first (or is told). */
export const simulatedCallbackSchema = z.strictObject({
  callId: z.number().nullable(),
  firstMessage: z.string().nullable(),
  /** Spoken instead of the assistant (a do-not-call caller, no assistant set up). */
  spoken: z.string().nullable(),
})
export type SimulatedCallback = z.infer<typeof simulatedCallbackSchema>

/** A row of Call History and Recent Calls. Dates are ISO strings. */
export const callListItemSchema = z.strictObject({
  id: z.number(),
  contactId: z.number().nullable(),
  campaignId: z.number().nullable(),
  /** null for a call placed by hand: the UI shows "Manual Call". */
  campaignName: z.string().nullable(),
  vapiCallId: z.string().nullable(),
  status: z.enum(CALL_STATUS_VALUES),
  result: z.enum(CALL_RESULT_VALUES).nullable(),
  /** Seconds. */
  duration: z.number().nullable(),
  demoScheduled: z.boolean(),
  demoDate: z.string().nullable(),
  createdAt: isoInstant,
  completedAt: isoInstant.nullable(),
  /** null when the contact was deleted (the call history stays). */
  contact: callContactRefSchema.nullable(),
  /** "inbound": the lead rang the app's number (a callback), answered by the assistant. */
  direction: z.enum(CALL_DIRECTION_VALUES),
})
export type CallListItem = z.infer<typeof callListItemSchema>

/** A callback as a call's details show it. */
export const callCallbackSchema = z.strictObject({
  id: z.number(),
  dueAt: isoInstant,
  /** The callee's zone its time was read in. */
  timeZone: z.string(),
  reason: z.string(),
  state: z.enum(["scheduled", "dialing", "done", "cancelled"]),
})
export type CallCallback = z.infer<typeof callCallbackSchema>

export const callDetailsSchema = callListItemSchema.extend({
  transcript: z.string().nullable(),
  summary: z.string().nullable(),
  recordingUrl: z.string().nullable(),
  endedReason: z.string().nullable(),
  /** Why the call failed (the provider's message). */
  error: z.string().nullable(),
  attempt: z.number(),
  /** What the assistant said after the beep (result "voicemail left"). */
  voicemailMessage: z.string().nullable(),
  /** The callback the lead asked for on this call (scheduleCallback), if any. */
  callback: callCallbackSchema.nullable(),
  /** The callback this call was placed for, if it was one. */
  callbackFor: callCallbackSchema.nullable(),
  /** What the voice provider billed, USD; null until its end-of-call report says. */
  cost: z.number().nullable(),
  /** The bill by part (schemas/costs.ts COST_KINDS), as reported. */
  costBreakdown: z.array(z.strictObject({ kind: z.enum(COST_KINDS), cost: z.number() })).nullable(),
  /** The business's own zone (its address, else its area code); null when neither tells. */
  leadTimeZone: z.string().nullable(),
})
export type CallDetails = z.infer<typeof callDetailsSchema>

export const callListPageSchema = z
  .strictObject({ items: z.array(callListItemSchema), total: z.number(), page: z.number(), pageSize: z.number() })
  .extend(pageCursorsSchema.shape)
export type CallListPage = z.infer<typeof callListPageSchema>

const weekFiguresSchema = z.strictObject({
  placed: z.number(),
  withResult: z.number(),
  answered: z.number(),
  demos: z.number(),
})

export const dashboardStatsSchema = z.strictObject({
  /** Calls the voice provider accepted (placed), all time. */
  totalCalls: z.number(),
  demosScheduled: z.number(),
  /** Percent, one decimal: answered calls / calls with a result. */
  successRate: z.number(),
  /** Campaigns with status running or active. */
  activeCampaigns: z.number(),
  /** Calls placed since local midnight (tz), for the Daily Quota Usage bar. */
  callsToday: z.number(),
  /** Settings' calls per day (SPEC §2.3's 2,000 by default): the dialer places no call past it. */
  dailyQuota: z.number(),
  /** This week so far (from Monday 00:00, tz) and last week up to the same weekday and time. */
  week: z.strictObject({
    thisWeek: weekFiguresSchema,
    lastWeek: weekFiguresSchema,
    from: z.string(),
    lastWeekFrom: z.string(),
    lastWeekTo: z.string(),
  }),
  /** What the providers billed this month (from the 1st, tz), USD, and the monthly budgets (null: none). */
  spend: z.strictObject({
    monthStart: z.string(),
    voice: z.number(),
    places: z.number(),
    voiceBudget: z.number().nullable(),
    placesBudget: z.number().nullable(),
  }),
})
export type DashboardStats = z.infer<typeof dashboardStatsSchema>

/** Placed at once (201), or queued while the provider is busy (202). */
export const initiateCallResultSchema = z.discriminatedUnion("state", [
  z.strictObject({ state: z.literal("placed"), call: callDetailsSchema }),
  z.strictObject({
    state: z.literal("queued"),
    call: callDetailsSchema,
    retryAfterSeconds: z.number(),
    message: z.string(),
  }),
])

export const callsStatusResultSchema = z.strictObject({
  updatedCount: z.number(),
  /** The calls that changed. */
  callIds: z.array(z.number()),
})

export const clearPendingResultSchema = z.strictObject({ clearedCount: z.number() })

/** One final line of a live call's transcript (party/events.ts TranscriptLine). */
export const transcriptLineSchema = z.strictObject({
  role: z.enum(["assistant", "lead"]),
  text: z.string(),
  /** ISO time the line was spoken. */
  at: z.string(),
})

/** GET /api/calls/:id/live: a call in progress as Call Details shows it (issue 36). */
export const liveCallSchema = z.strictObject({
  callId: z.number(),
  /** The call's status is "calling". */
  live: z.boolean(),
  /** What was said so far (kept by the live room; each new line arrives as a `call_transcript` event). */
  lines: z.array(transcriptLineSchema),
  /** Where the call's audio streams (a WebSocket; a relative URL is on this origin), and its format. */
  listen: z
    .strictObject({
      url: z.string(),
      encoding: z.literal("pcm_s16le"),
      sampleRate: z.number(),
      channels: z.number(),
    })
    .nullable(),
  /** Take over, Say and End can be sent now. */
  control: z.boolean(),
  /** Settings' operator phone (E.164), or null: Take over needs it. */
  operatorPhone: z.string().nullable(),
})
export type LiveCall = z.infer<typeof liveCallSchema>

/** What a control did, in words ("Said: …"). */
export const callControlResultSchema = z.strictObject({ message: z.string() })

export const callsRoutes = defineRoutes(API.calls, {
  list: { query: callListQuerySchema, response: callListPageSchema },
  initiate: { body: initiateCallSchema, response: initiateCallResultSchema },
  bulkUpdateStatus: { body: bulkUpdateStatusSchema, response: callsStatusResultSchema },
  clearPending: { response: clearPendingResultSchema },
  // Sandbox only: a contact rings the app's number; the answer is what Vapi would have been told.
  simulateCallback: { body: simulateCallbackSchema, response: simulatedCallbackSchema },
  get: { params: callIdParamSchema, response: callDetailsSchema },
  live: { params: callIdParamSchema, response: liveCallSchema },
  control: { params: callIdParamSchema, body: callControlSchema, response: callControlResultSchema },
  // The sandbox's Listen stream (GET /api/calls/:id/live names it): 20 ms PCM frames.
  listen: { params: callIdParamSchema, response: websocketResponse },
})

// Both polled (3 s and 5 s): a matching If-None-Match answers 304.
export const dashboardRoutes = defineRoutes(API.dashboard, {
  stats: { query: dashboardQuerySchema, response: dashboardStatsSchema },
  recentCalls: { response: z.array(callListItemSchema) },
})
