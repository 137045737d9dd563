import { CALLING_HOURS_MESSAGES, hoursReach } from "./calling-hours"
import { immediateStartErrorFor } from "./calling-hours-start"
import { describe, expect, it } from "vitest"
import { callsPerHourFor } from "./campaign-rules"
import {
  CAMPAIGN_MESSAGES as M,
  createCampaignSchema,
  makeCampaignFormSchema,
  parseRescheduleInput,
  scheduledBadge,
  toCreatePayload,
  updateCampaignSchema,
  WEEKDAYS_MON_FRI,
  type CampaignFormValues,
} from "./campaigns"

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message)

const valid = { name: "Spring", selectedContacts: [1, 2] }

describe("calls per hour", () => {
  it("is round(60 / minutes between calls) (SPEC §9)", () => {
    expect([1, 2, 3, 5, 10].map(callsPerHourFor)).toEqual([60, 30, 20, 12, 6])
  })
})

describe("campaign create payload", () => {
  it("fills the table defaults (SPEC §9)", () => {
    const v = createCampaignSchema.parse(valid)
    expect(v).toMatchObject({
      minutesBetweenCalls: 2,
      startTime: "19:00",
      endTime: "21:00",
      timezone: "America/New_York",
      workDays: ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"],
    })
  })

  it("trims the name and requires it", () => {
    expect(createCampaignSchema.parse({ ...valid, name: "  Spring  " }).name).toBe("Spring")
    expect(messages(createCampaignSchema.safeParse({ ...valid, name: "   " }))).toEqual([M.nameRequired])
    expect(messages(createCampaignSchema.safeParse({ selectedContacts: [1] }))).toEqual([M.nameRequired])
  })

  it("requires at least one contact", () => {
    expect(messages(createCampaignSchema.safeParse({ ...valid, selectedContacts: [] }))).toEqual([M.contactsRequired])
    expect(messages(createCampaignSchema.safeParse({ name: "x" }))).toEqual([M.contactsRequired])
    expect(createCampaignSchema.parse({ ...valid, selectedContacts: [3, 3, 4] }).selectedContacts).toEqual([3, 4])
  })

  it("accepts only 1, 2, 3, 5 or 10 minutes between calls", () => {
    for (const m of [1, 2, 3, 5, 10])
      expect(createCampaignSchema.safeParse({ ...valid, minutesBetweenCalls: m }).success).toBe(true)
    for (const m of [0, 4, 7, 15, "2"]) {
      expect(messages(createCampaignSchema.safeParse({ ...valid, minutesBetweenCalls: m }))).toEqual([M.minutesInvalid])
    }
  })

  it("checks times, work days and the time zone", () => {
    expect(messages(createCampaignSchema.safeParse({ ...valid, startTime: "24:00" }))).toEqual([M.timeInvalid])
    expect(messages(createCampaignSchema.safeParse({ ...valid, endTime: "9:00" }))).toEqual([M.timeInvalid])
    expect(messages(createCampaignSchema.safeParse({ ...valid, workDays: [] }))).toEqual([M.workDaysRequired])
    expect(messages(createCampaignSchema.safeParse({ ...valid, workDays: ["funday"] }))).toEqual([M.workDaysRequired])
    expect(messages(createCampaignSchema.safeParse({ ...valid, timezone: "Mars/Olympus" }))).toEqual([
      M.timezoneInvalid,
    ])
    expect(createCampaignSchema.parse({ ...valid, workDays: ["friday", "monday"] }).workDays).toEqual([
      "monday",
      "friday",
    ])
  })

  it("needs a scheduled start when not starting immediately", () => {
    expect(messages(createCampaignSchema.safeParse({ ...valid, status: "scheduled" }))).toEqual([
      M.scheduledStartRequired,
    ])
    expect(messages(createCampaignSchema.safeParse({ ...valid, status: "scheduled", scheduledStart: "soon" }))).toEqual(
      [M.scheduledStartInvalid]
    )
    const ok = createCampaignSchema.parse({ ...valid, status: "scheduled", scheduledStart: "2026-03-10T05:01:00.000Z" })
    expect(ok.scheduledStart?.toISOString()).toBe("2026-03-10T05:01:00.000Z")
    expect(createCampaignSchema.safeParse({ ...valid, status: "active" }).success).toBe(true)
  })
})

describe("campaign update payload", () => {
  it("takes a status or a scheduledStart, not both, not neither", () => {
    expect(updateCampaignSchema.parse({ status: "running" })).toEqual({ status: "running" })
    expect(updateCampaignSchema.parse({ scheduledStart: "2026-03-10T05:01:00Z" }).scheduledStart).toBeInstanceOf(Date)
    expect(messages(updateCampaignSchema.safeParse({ status: "completed" }))).toContain(
      "Status must be running or paused"
    )
    expect(messages(updateCampaignSchema.safeParse({}))).toEqual([
      "Send either a status (running or paused) or a scheduledStart",
    ])
    expect(
      messages(updateCampaignSchema.safeParse({ status: "paused", scheduledStart: "2026-03-10T05:01:00Z" }))
    ).toEqual(["Send either a status (running or paused) or a scheduledStart"])
  })
})

describe("calls-screen campaign form", () => {
  const form: CampaignFormValues = {
    name: " Night run ",
    selectedContacts: [7, 8, 9],
    minutesBetweenCalls: 5,
    startTime: "00:01",
    endTime: "06:00",
    workDays: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
    timezone: "America/Chicago",
    startImmediately: true,
    scheduledStart: "",
  }
  // 2026-03-10 (a Tuesday) at h:m on the campaign's clock (Central: UTC-5 in March after the 8th).
  const local = (h: number, m: number) => new Date(Date.UTC(2026, 2, 10, h + 5, m))

  it("allows starting immediately only from 12:01 AM to 6:00 AM local time", () => {
    expect(immediateStartErrorFor(form, local(0, 0))).toBe(M.immediateOutsideWindow)
    expect(immediateStartErrorFor(form, local(0, 1))).toBeNull()
    expect(immediateStartErrorFor(form, local(5, 59))).toBeNull()
    expect(immediateStartErrorFor(form, local(6, 0))).toBe(M.immediateOutsideWindow)
    expect(messages(makeCampaignFormSchema(() => local(14, 0)).safeParse(form))).toEqual([
      "Campaigns can only run between 12:01 AM and 6:00 AM. Please schedule for the next calling window or wait until 12:01 AM.",
    ])
    expect(makeCampaignFormSchema(() => local(2, 0)).safeParse(form).success).toBe(true)
  })

  it("follows the chosen window: business hours start immediately by day, on the campaign's clock", () => {
    const business = { ...form, startTime: "09:00", endTime: "17:00", workDays: [...WEEKDAYS_MON_FRI] }
    expect(makeCampaignFormSchema(() => local(10, 0)).safeParse(business).success).toBe(true)
    expect(messages(makeCampaignFormSchema(() => local(2, 0)).safeParse(business))).toEqual([
      "Campaigns with these hours can only run between 9:00 AM and 5:00 PM, Monday to Friday. Please schedule for the next calling window or wait until 9:00 AM.",
    ])
  })

  it("refuses before saving a window that reaches nobody under the 8 AM-9 PM callee rule", () => {
    const guarded = makeCampaignFormSchema(
      () => local(2, 0),
      () => true
    )
    expect(messages(guarded.safeParse(form))).toEqual([CALLING_HOURS_MESSAGES.unreachable])
    expect(hoursReach(form, true)).toBe("none")
    expect(hoursReach({ ...form, startTime: "19:00", endTime: "23:00" }, true)).toBe("partial")
    expect(hoursReach({ ...form, startTime: "09:00", endTime: "17:00" }, true)).toBe("full")
    expect(hoursReach(form, false)).toBe("full")
  })

  it("shows every form message", () => {
    const schema = makeCampaignFormSchema(() => local(2, 0))
    const bad = { ...form, name: " ", selectedContacts: [], minutesBetweenCalls: 4, startImmediately: false }
    expect(messages(schema.safeParse(bad))).toEqual([
      "Please enter a campaign name",
      "Please select at least one contact to call",
      M.minutesInvalid,
      "Please set a scheduled start date and time, or check 'Start campaign immediately'",
    ])
  })

  it("builds the spec's payload: window 00:01-06:00, active or scheduled", () => {
    expect(toCreatePayload(form)).toEqual({
      name: "Night run",
      selectedContacts: [7, 8, 9],
      minutesBetweenCalls: 5,
      startTime: "00:01",
      endTime: "06:00",
      workDays: form.workDays,
      timezone: "America/Chicago",
      status: "active",
      totalContacts: 3,
      callsPerHour: 12,
    })
    const scheduled = toCreatePayload({ ...form, startImmediately: false, scheduledStart: "2026-03-11T00:01" })
    expect(scheduled.status).toBe("scheduled")
    expect(scheduled.scheduledStart).toBe(new Date(2026, 2, 11, 0, 1).toISOString())
    expect(createCampaignSchema.safeParse(scheduled).success).toBe(true)
  })

  it("parses the reschedule prompt as YYYY-MM-DD HH:MM", () => {
    const ok = parseRescheduleInput("2026-03-11 00:01")
    expect(ok.ok && ok.date.getTime()).toBe(new Date(2026, 2, 11, 0, 1).getTime())
    for (const bad of ["2026-03-11", "2026-3-11 00:01", "2026-02-30 10:00", "2026-03-11 24:00", "tomorrow", "", null]) {
      expect(parseRescheduleInput(bad)).toEqual({
        ok: false,
        title: "Invalid Date",
        description: "Please enter a valid date and time in YYYY-MM-DD HH:MM format",
      })
    }
  })

  it("badges scheduled campaigns Overdue, Today or Scheduled", () => {
    const now = new Date(2026, 2, 10, 12, 0)
    expect(scheduledBadge(new Date(2026, 2, 10, 11, 0), now)).toBe("Overdue")
    expect(scheduledBadge(new Date(2026, 2, 10, 23, 0), now)).toBe("Today")
    expect(scheduledBadge(new Date(2026, 2, 11, 0, 1), now)).toBe("Scheduled")
  })

  it("judges Today on the campaign's own clock when its zone is given", () => {
    // 22:00 UTC: still Mar 10 in Denver (16:00), already Mar 11 in Tokyo (07:00).
    const now = new Date("2026-03-10T22:00:00Z")
    const start = new Date("2026-03-11T05:00:00Z") // Mar 10, 23:00 in Denver; Mar 11, 14:00 in Tokyo
    expect(scheduledBadge(start, now, "America/Denver")).toBe("Today")
    expect(scheduledBadge(start, now, "Asia/Tokyo")).toBe("Today")
    const nextDenverDay = new Date("2026-03-11T07:30:00Z") // Mar 11, 01:30 in Denver
    expect(scheduledBadge(nextDenverDay, now, "America/Denver")).toBe("Scheduled")
    expect(scheduledBadge(nextDenverDay, now, "Asia/Tokyo")).toBe("Today")
  })
})
