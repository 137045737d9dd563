/** The Analytics page: request from ../analytics.ts, the answer and its types here. */
import { z } from "zod"
import { analyticsQuerySchema, OUTCOME_KEYS } from "../analytics"
import { defineRoutes } from "./define"
import { API } from "./endpoints"
import { isoInstant } from "./shared"

const outcomeCounts = z.strictObject(
  Object.fromEntries(OUTCOME_KEYS.map((k) => [k, z.number()])) as Record<(typeof OUTCOME_KEYS)[number], z.ZodNumber>
)

/** One point of the series: a day (or a week, for periods over 62 days) in the operator's zone. */
export const analyticsBucketSchema = z.strictObject({
  /** The bucket's first day, "2026-11-02". */
  start: z.iso.date(),
  dialled: z.number(),
  outcomes: outcomeCounts,
  demos: z.number(),
  /** USD. */
  cost: z.number(),
  /** cost / demos; null without demos. */
  costPerDemo: z.number().nullable(),
})

export const analyticsGroupSchema = z.strictObject({
  name: z.string(),
  dialled: z.number(),
  connected: z.number(),
  demos: z.number(),
  /** demos / dialled. */
  demoRate: z.number(),
})

export const analyticsCampaignSchema = z.strictObject({
  /** 0 = calls placed outside any campaign (Call Now). */
  id: z.number(),
  name: z.string(),
  dialled: z.number(),
  connected: z.number(),
  conversations: z.number(),
  booked: z.number(),
  demos: z.number(),
  cost: z.number(),
  costPerDemo: z.number().nullable(),
})

export const analyticsResponseSchema = z.strictObject({
  period: z.strictObject({
    from: z.iso.date(),
    to: z.iso.date(),
    /** [start, end) of the period as instants. */
    start: isoInstant,
    end: isoInstant,
    timeZone: z.string(),
    bucket: z.enum(["day", "week"]),
  }),
  funnel: z.strictObject({
    dialled: z.number(),
    connected: z.number(),
    /** Connected calls longer than 30 s. */
    conversations: z.number(),
    /** Demos booked, including ones cancelled later. */
    booked: z.number(),
    /** Booked demos whose time has passed and that were not cancelled. */
    held: z.number(),
  }),
  /** Answer rate by the callee's local weekday (0 = Sunday) and hour; only slots with calls. */
  heatmap: z.array(
    z.strictObject({ weekday: z.number(), hour: z.number(), dialled: z.number(), connected: z.number() })
  ),
  /** Calls whose callee's zone was not recorded (placed before the heatmap existed). */
  heatmapUnknown: z.number(),
  /** Leads who called the app's number in the period, apart from every outbound figure, and their demos. */
  inbound: z.strictObject({ calls: z.number(), demos: z.number() }),
  series: z.array(analyticsBucketSchema),
  categories: z.array(analyticsGroupSchema),
  sources: z.array(analyticsGroupSchema),
  campaigns: z.array(analyticsCampaignSchema),
})
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>

export const analyticsRoutes = defineRoutes(API.analytics, {
  summary: { query: analyticsQuerySchema, response: analyticsResponseSchema },
})
