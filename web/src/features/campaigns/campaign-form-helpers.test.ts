import { describe, expect, it } from "vitest"
import { zodResolver } from "@hookform/resolvers/zod"
import { makeCampaignFormSchema, toCreatePayload, type CampaignFormValues } from "@shared/campaigns"
import {
  campaignTimezoneOptions,
  firstFormError,
  NEW_CAMPAIGN_DEFAULTS,
  newCampaignDefaults,
  nextWindowStart,
  timezoneOptionLabel,
  toDateTimeLocal,
  toggleIds,
} from "./campaign-form-helpers"

const at = (h: number, m: number) => new Date(2026, 2, 10, h, m)

/** What the form would toast on submit at the given local time (the real resolver, as the form runs it). */
async function submitMessage(values: Partial<CampaignFormValues>, now: Date) {
  const resolver = zodResolver(makeCampaignFormSchema(() => now))
  const { errors } = await resolver({ ...NEW_CAMPAIGN_DEFAULTS, ...values }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  })
  return firstFormError(errors)
}

describe("campaign form validation", () => {
  // The window is read on the campaign's clock: here the test machine's own zone, where `at` reads.
  const valid = { name: "Dentists", selectedContacts: [3], timezone: Intl.DateTimeFormat().resolvedOptions().timeZone }

  it("starts with the spec's defaults: 2 minutes, all 7 days, start immediately", () => {
    expect(NEW_CAMPAIGN_DEFAULTS.minutesBetweenCalls).toBe(2)
    expect(NEW_CAMPAIGN_DEFAULTS.workDays).toHaveLength(7)
    expect(NEW_CAMPAIGN_DEFAULTS.startImmediately).toBe(true)
  })

  it("asks for a name first (a blank name counts as none)", async () => {
    expect(await submitMessage({ name: "   " }, at(2, 0))).toBe("Please enter a campaign name")
  })

  it("then for at least one contact", async () => {
    expect(await submitMessage({ name: "Dentists" }, at(2, 0))).toBe("Please select at least one contact to call")
  })

  it("allows starting immediately only from 12:01 AM to 6:00 AM local time", async () => {
    const outside =
      "Campaigns can only run between 12:01 AM and 6:00 AM. Please schedule for the next calling window or wait until 12:01 AM."
    expect(await submitMessage(valid, at(0, 0))).toBe(outside)
    expect(await submitMessage(valid, at(0, 1))).toBeNull()
    expect(await submitMessage(valid, at(5, 59))).toBeNull()
    expect(await submitMessage(valid, at(6, 0))).toBe(outside)
    expect(await submitMessage(valid, at(14, 0))).toBe(outside)
  })

  it("needs a scheduled start when not starting immediately, at any hour", async () => {
    const values = { ...valid, startImmediately: false }
    expect(await submitMessage(values, at(14, 0))).toBe(
      "Please set a scheduled start date and time, or check 'Start campaign immediately'"
    )
    expect(await submitMessage({ ...values, scheduledStart: "2026-03-11T00:01" }, at(14, 0))).toBeNull()
  })

  it("sends the trimmed name, the 00:01-06:00 window and the scheduled start as ISO", () => {
    const payload = toCreatePayload({
      ...NEW_CAMPAIGN_DEFAULTS,
      name: "  Dentists ",
      selectedContacts: [3, 4],
      minutesBetweenCalls: 5,
      startImmediately: false,
      scheduledStart: "2026-03-11T00:01",
    })
    expect(payload).toMatchObject({
      name: "Dentists",
      startTime: "00:01",
      endTime: "06:00",
      status: "scheduled",
      totalContacts: 2,
      callsPerHour: 12,
      scheduledStart: new Date(2026, 2, 11, 0, 1).toISOString(),
    })
  })
})

describe("campaign time zone", () => {
  const spec = ["America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles"]

  it("offers the spec's four zones and defaults to the operator's when it is one of them", () => {
    expect(campaignTimezoneOptions("America/Denver")).toEqual(spec)
    expect(newCampaignDefaults("America/Denver")).toEqual({ ...NEW_CAMPAIGN_DEFAULTS, timezone: "America/Denver" })
    expect(timezoneOptionLabel("America/Denver")).toBe("Denver (Mountain)")
  })

  it("adds the operator's own zone as a fifth option, labelled local time, and defaults to it", () => {
    expect(campaignTimezoneOptions("Asia/Tokyo")).toEqual([...spec, "Asia/Tokyo"])
    expect(timezoneOptionLabel("Asia/Tokyo")).toMatch(/^Local time \(Japan [A-Za-z ]*Time\)$/)
    const defaults = newCampaignDefaults("Asia/Tokyo")
    expect(defaults.timezone).toBe("Asia/Tokyo")
    // Sent as is: the server keeps the 12:01-6:00 AM window in the zone the browser judged "now" in.
    expect(toCreatePayload({ ...defaults, name: "Tokyo", selectedContacts: [1] }).timezone).toBe("Asia/Tokyo")
  })
})

describe("contact selection", () => {
  it("'select all shown' adds only the missing ids, unticking removes them", () => {
    expect(toggleIds([5, 1], [1, 2, 3], true)).toEqual([5, 1, 2, 3])
    expect(toggleIds([5, 1, 2], [1, 2], false)).toEqual([5])
  })
})

describe("next calling window", () => {
  it("is today's 12:01 AM when it is still ahead, else tomorrow's", () => {
    expect(toDateTimeLocal(nextWindowStart(at(0, 0)))).toBe("2026-03-10T00:01")
    expect(toDateTimeLocal(nextWindowStart(at(0, 1)))).toBe("2026-03-11T00:01")
    expect(toDateTimeLocal(nextWindowStart(new Date(2026, 11, 31, 22, 0)))).toBe("2027-01-01T00:01")
  })
})
