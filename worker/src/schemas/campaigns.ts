import { z } from "zod"
import {
  CAMPAIGN_DEFAULTS,
  CAMPAIGN_MESSAGES as M,
  MINUTES_BETWEEN_CALLS_OPTIONS,
  WEEKDAYS,
  type Weekday,
} from "./campaign-rules"
import { freeText } from "./text-rule"
import { isTimeZone } from "./time-zone"

export * from "./campaign-rules"
export * from "./campaign-form"

/** Largest campaign one request may create (a 1 MB body holds about 140k ids). */
export const MAX_CAMPAIGN_CONTACTS = 100_000

/** A campaign's name: one line of visible text (the text rule), at most 200 characters. */
export const campaignNameSchema = freeText("the campaign name", z.string({ error: M.nameRequired }))
  .min(1, M.nameRequired)
  .max(200, "The campaign name is at most 200 characters")

export const clockSchema = z.string({ error: M.timeInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.timeInvalid)

export const timezoneSchema = z
  .string({ error: M.timezoneInvalid })
  .min(1, M.timezoneInvalid)
  .refine(isTimeZone, M.timezoneInvalid)

export const minutesBetweenCallsSchema = z
  .number({ error: M.minutesInvalid })
  .refine((n) => (MINUTES_BETWEEN_CALLS_OPTIONS as readonly number[]).includes(n), M.minutesInvalid)

export const workDaysSchema = z
  .array(z.enum(WEEKDAYS, { error: M.workDaysRequired }), { error: M.workDaysRequired })
  .min(1, M.workDaysRequired)
  .transform((days) => WEEKDAYS.filter((d) => days.includes(d)) as Weekday[])

/** SPEC §3: scheduledStart "may be given as a date or a string converted to a date" (ISO here). */
export const scheduledStartSchema = z
  .union([z.string(), z.number()], { error: M.scheduledStartInvalid })
  .transform((v, ctx) => {
    const date = new Date(v)
    if (v === "" || Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: "custom", message: M.scheduledStartInvalid })
      return z.NEVER
    }
    return date
  })

/**
 * POST /api/campaigns (SPEC §3 "Campaign create payload"). The calls screen sends status (active when
 * starting immediately, scheduled otherwise), totalContacts, callsPerHour, timezone and scheduledStart;
 * the import screen sends only the first six fields and gets a draft. totalContacts and callsPerHour
 * are accepted but derived on the server (selected contacts; round(60 / minutes)).
 */
export const createCampaignSchema = z
  .object({
    name: campaignNameSchema,
    selectedContacts: z
      .array(z.number().int().positive(), { error: M.contactsRequired })
      .min(1, M.contactsRequired)
      .max(MAX_CAMPAIGN_CONTACTS)
      .transform((ids) => [...new Set(ids)]),
    minutesBetweenCalls: minutesBetweenCallsSchema.default(CAMPAIGN_DEFAULTS.minutesBetweenCalls),
    startTime: clockSchema.default(CAMPAIGN_DEFAULTS.startTime),
    endTime: clockSchema.default(CAMPAIGN_DEFAULTS.endTime),
    workDays: workDaysSchema.default([...CAMPAIGN_DEFAULTS.workDays]),
    timezone: timezoneSchema.default(CAMPAIGN_DEFAULTS.timezone),
    status: z
      .enum(["active", "scheduled", "draft"], {
        error: "Status must be active, scheduled or draft",
      })
      .optional(),
    totalContacts: z.number().int().nonnegative().optional(),
    callsPerHour: z.number().int().nonnegative().optional(),
    scheduledStart: scheduledStartSchema.nullish(),
    maxRetries: z.number().int().min(0).max(5).optional(),
    retryGapMinutes: z
      .number()
      .int()
      .min(60)
      .max(7 * 24 * 60)
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === "scheduled" && !v.scheduledStart) {
      ctx.addIssue({ code: "custom", path: ["scheduledStart"], message: M.scheduledStartRequired })
    }
  })
export type CreateCampaignInput = z.input<typeof createCampaignSchema>
export type CreateCampaignData = z.output<typeof createCampaignSchema>

/** PUT /api/campaigns/:id: a status (running or paused), or a scheduledStart alone (reschedule). */
export const updateCampaignSchema = z
  .object({
    status: z.enum(["running", "paused"], { error: "Status must be running or paused" }).optional(),
    scheduledStart: scheduledStartSchema.optional(),
  })
  .refine((v) => (v.status === undefined) !== (v.scheduledStart === undefined), {
    message: "Send either a status (running or paused) or a scheduledStart",
  })
export type UpdateCampaignInput = z.input<typeof updateCampaignSchema>

/**
 * PUT /api/campaigns/:id/hours (ours): a campaign's calling window, edited on a draft, scheduled,
 * paused or running campaign; the dialer's next tick follows it. The zone is optional (kept as is).
 */
export const campaignHoursSchema = z.object({
  startTime: clockSchema,
  endTime: clockSchema,
  workDays: workDaysSchema,
  timezone: timezoneSchema.optional(),
})
export type CampaignHoursInput = z.input<typeof campaignHoursSchema>

export const campaignIdParamSchema = z.object({
  id: z.coerce.number({ error: "Campaign id must be a number" }).int().positive(),
})

/** Campaigns per page of GET /api/campaigns (campaigns are made by hand: one page is the norm). */
export const CAMPAIGNS_PAGE_SIZE = 200
/** Contact rows per page of GET /api/campaigns/:id/contacts. */
export const CAMPAIGN_CONTACTS_PAGE_SIZE = 100
export const MAX_CAMPAIGN_CONTACTS_PAGE_SIZE = 1000

const paging = (defaultSize: number, maxSize: number) =>
  z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
  })

/** GET /api/campaigns?page=&pageSize=, newest first. */
export const campaignListQuerySchema = paging(CAMPAIGNS_PAGE_SIZE, CAMPAIGNS_PAGE_SIZE)

/** GET /api/campaigns/:id/contacts?page=&pageSize=, by contact id. */
export const campaignContactsQuerySchema = paging(CAMPAIGN_CONTACTS_PAGE_SIZE, MAX_CAMPAIGN_CONTACTS_PAGE_SIZE)
