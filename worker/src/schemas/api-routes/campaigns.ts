/** Campaigns: requests from ../campaigns.ts, answers and their types here (some also in ../action-results.ts). */
import { z } from "zod"
import {
  campaignContactsQuerySchema,
  campaignHoursSchema,
  campaignIdParamSchema,
  campaignListQuerySchema,
  createCampaignSchema,
  timezoneSchema,
  updateCampaignSchema,
  WEEKDAYS,
} from "../campaigns"
import { CALL_DIRECTION_VALUES } from "../calls"
import { defineRoutes } from "./define"
import { API } from "./endpoints"
import { isoInstant, numberedPage } from "./shared"

export const campaignStatusQuerySchema = z.object({ tz: timezoneSchema.optional() })

export const campaignStatusSchema = z.enum(["draft", "scheduled", "active", "running", "paused", "completed"])
export type CampaignStatus = z.infer<typeof campaignStatusSchema>

/** A campaign as GET /api/campaigns returns it (dates are ISO strings). */
export const campaignItemSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  status: campaignStatusSchema,
  callsPerHour: z.number(),
  minutesBetweenCalls: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  workDays: z.array(z.enum(WEEKDAYS)),
  scheduledStart: isoInstant.nullable(),
  timezone: z.string(),
  /** How many contacts the campaign calls; the ids themselves: GET /api/campaigns/:id/contacts. */
  totalContacts: z.number(),
  /** Contacts whose calling is finished (reached, retries used up, failed, skipped as do-not-call). */
  completedCalls: z.number(),
  demoScheduled: z.number(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
  /**
   * Why a paused campaign is paused: by the operator, outside its window, waiting for its new start,
   * because the voice provider is no longer the one its calls started with (voiceMode), or because
   * the monthly voice budget (Settings → Costs) is spent.
   */
  pausedReason: z.enum(["manual", "window", "rescheduled", "voice_changed", "budget"]).nullable(),
  /** Calls of this campaign that were answered (the cost per answered call). */
  answeredCalls: z.number(),
  /** What the voice provider billed for its calls, USD. */
  spent: z.number(),
  /** The voice its calls are placed with since its first call (real Vapi or the sandbox); null before. */
  voiceMode: z.enum(["real", "sandbox"]).nullable(),
  /** When a window-paused campaign resumes (its window's next opening). */
  resumesAt: isoInstant.nullable(),
  /** Earliest time the dialer places this campaign's next call (pacing). */
  maxRetries: z.number(),
  retryGapMinutes: z.number(),
})
export type CampaignItem = z.infer<typeof campaignItemSchema>

/** One selected contact of a campaign and where the dialer stands with it. */
export const campaignContactItemSchema = z.strictObject({
  contactId: z.number(),
  businessName: z.string(),
  phone: z.string(),
  state: z.enum(["pending", "in_flight", "done", "skipped"]),
  /** Calls made for this contact by this campaign. */
  attempts: z.number(),
  /** The last attempt's result ("answered", "no answer", "dnc", ...), null before any. */
  outcome: z.string().nullable(),
})
export type CampaignContactItem = z.infer<typeof campaignContactItemSchema>

export const campaignContactsPageSchema = numberedPage(campaignContactItemSchema)
export type CampaignContactsPage = z.infer<typeof campaignContactsPageSchema>

export const liveCallItemSchema = z.strictObject({
  id: z.number(),
  businessName: z.string().nullable(),
  phone: z.string().nullable(),
  campaignId: z.number().nullable(),
  campaignName: z.string().nullable(),
  /** "inbound": a lead calling back (shown so, not as a manual call). */
  direction: z.enum(CALL_DIRECTION_VALUES),
  createdAt: isoInstant,
})
export type LiveCallItem = z.infer<typeof liveCallItemSchema>

/** GET /api/campaigns/status: the Campaign Status panel (SPEC §2.7). */
export const campaignStatusPanelSchema = z.strictObject({
  running: z.boolean(),
  runningCount: z.number(),
  activeCampaign: campaignItemSchema.nullable(),
  liveCalls: z.array(liveCallItemSchema),
  moreCount: z.number(),
  todaysCalls: z.number(),
  activeCalls: z.number(),
  answered: z.number(),
  demosScheduled: z.number(),
})
export type CampaignStatusPanel = z.infer<typeof campaignStatusPanelSchema>

/**
 * Why a campaign is or is not dialling (ours). Adding a reason: add its key here and one entry in
 * services/campaigns/campaign-waiting.ts (CAMPAIGN_BLOCKERS for a reason that holds every callable
 * contact back, e.g. a quota).
 */
export const WAIT_REASONS = [
  "scheduled",
  "not_started",
  "paused",
  "outside_window",
  "unreachable",
  "callee_window",
  "callee_hours",
  "retry_gap",
  "in_call",
  "pacing",
  "concurrency",
  "calls_per_minute",
  "daily_quota",
  "budget",
] as const
export const waitReasonSchema = z.enum(WAIT_REASONS)
export type WaitReason = z.infer<typeof waitReasonSchema>

export const campaignWaitItemSchema = z.strictObject({
  reason: waitReasonSchema,
  /** Contacts this reason holds back; null when it holds the whole campaign (a pause, a limit). */
  count: z.number().nullable(),
  /** The next moment it may lift, when it can be told. */
  nextAt: isoInstant.nullable(),
  /** "15 wait for their window: Central Time 10:22 PM, next at 12:01 AM CT". */
  text: z.string(),
})
export type CampaignWaitItem = z.infer<typeof campaignWaitItemSchema>

export const campaignWaitingSchema = z.strictObject({
  campaignId: z.number(),
  name: z.string(),
  /**
   * dialling: it places calls now; waiting: running but nobody can be called this minute, or active
   * and not started (reason not_started: the dialer dials running campaigns only).
   */
  state: z.enum(["dialling", "waiting", "scheduled", "paused"]),
  /** Contacts that may be dialled this minute. */
  callableNow: z.number(),
  reasons: z.array(campaignWaitItemSchema),
  /** The whole sentence: "12 callable now; 15 wait for their window: …". */
  line: z.string(),
})
export type CampaignWaiting = z.infer<typeof campaignWaitingSchema>

/** GET /api/campaigns/waiting: the "why" line of every scheduled, running and paused campaign. */
export const campaignWaitingListSchema = z.strictObject({
  items: z.array(campaignWaitingSchema),
  checkedAt: isoInstant,
})
export type CampaignWaitingList = z.infer<typeof campaignWaitingListSchema>

export const resumeQueuedResultSchema = z.strictObject({ message: z.string(), resumedCount: z.number() })
export const deletedCampaignSchema = z.strictObject({ id: z.number(), cancelledCalls: z.number() })

export const campaignsRoutes = defineRoutes(API.campaigns, {
  // Polled every 5 s: a matching If-None-Match answers 304.
  list: { query: campaignListQuerySchema, response: z.array(campaignItemSchema) },
  status: { query: campaignStatusQuerySchema, response: campaignStatusPanelSchema },
  create: { body: createCampaignSchema, response: campaignItemSchema },
  resumeQueued: { response: resumeQueuedResultSchema },
  get: { params: campaignIdParamSchema, response: campaignItemSchema },
  contacts: { params: campaignIdParamSchema, query: campaignContactsQuerySchema, response: campaignContactsPageSchema },
  update: { params: campaignIdParamSchema, body: updateCampaignSchema, response: campaignItemSchema },
  hours: { params: campaignIdParamSchema, body: campaignHoursSchema, response: campaignItemSchema },
  waiting: { response: campaignWaitingListSchema },
  remove: { params: campaignIdParamSchema, response: deletedCampaignSchema },
})
