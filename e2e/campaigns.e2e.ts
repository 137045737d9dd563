import type { APIRequestContext, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { calleeTimeZone } from "../worker/src/services/campaigns/callee-time"
import { CALLING_HOURS_REACH } from "../worker/src/schemas/calling-hours"
import { CAMPAIGN_TIMEZONES } from "../worker/src/schemas/campaign-rules"
import { zoneWords } from "../web/src/lib/zone-words"
import type { CampaignItem, CampaignWaitingList } from "../worker/src/schemas/api-routes/campaigns"
import {
  closePage,
  createContactApi,
  expectText,
  expectToast,
  getSetting,
  newPage,
  poll,
  setSetting,
  uniqueTag,
  useBrowser,
  usePhoneBlock,
} from "./helpers"
import {
  CONVERSATIONS,
  fireCron,
  liveConnected,
  markDocument,
  outcomeOf,
  recordLiveFrames,
  leavesMessage,
  resultLabelFor,
  sameDocument,
  steerNextCall,
} from "./sandbox-calls"

/** SPEC §9 "calls per minute" allows up to 10; the test raises it so earlier tests' calls leave room. */
const CALLS_PER_MINUTE = 10

/**
 * An IANA zone where it is now between 1 and 5 AM, so the calls screen's 12:01-6:00 AM window is open
 * and stays open for the whole test. One of the spec's four zones only if nothing else fits.
 */
function zoneInsideWindowNow(now = new Date()) {
  const hourIn = (timeZone: string) =>
    Number(new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", hourCycle: "h23" }).format(now))
  const night = Intl.supportedValuesOf("timeZone").filter(
    (tz) => tz.includes("/") && !/^(Etc|Antarctica)\//.test(tz) && hourIn(tz) >= 1 && hourIn(tz) < 5
  )
  const spec: readonly string[] = CAMPAIGN_TIMEZONES
  const zone = night.find((tz) => !spec.includes(tz)) ?? night[0]
  if (!zone) throw new Error("no time zone is between 1 and 5 AM now")
  return zone
}

type CallRow = { id: number; createdAt: string; status: string; contact: { businessName: string } | null }

async function campaignCalls(request: APIRequestContext, campaignId: number) {
  const res = await request.get(`/api/calls?campaignId=${campaignId}&pageSize=100`)
  expect(res.status()).toBe(200)
  return ((await res.json()) as { items: CallRow[] }).items
}

/** Calls created in the last minute: they count against the calls-per-minute budget. */
async function callsInLastMinute(request: APIRequestContext) {
  const res = await request.get("/api/calls?pageSize=50")
  const { items } = (await res.json()) as { items: CallRow[] }
  return items.filter((c) => Date.parse(c.createdAt) > Date.now() - 65_000).length
}

const statusPanel = (page: Page) =>
  page.locator('[data-slot="card"]').filter({ has: page.getByText("Campaign Status", { exact: true }) })

const browser = useBrowser()
// Numbers whose area code tells no time zone: the callee-side window check follows the campaign's.
const phones = usePhoneBlock(browser, (area) => calleeTimeZone({ phone: `+1${area}5550100` }) === null)

describe("campaigns from the calls screen (SPEC §2.7, §4, §5)", () => {
  it("creates a campaign in the operator's night-time zone, and its calls appear live and complete", async () => {
    const zone = zoneInsideWindowNow()
    const page = await newPage(browser(), "", undefined, { timezoneId: zone })
    // New campaigns default to the operator's zone (Settings → Time Zone): make it the night-time one.
    const previousZone = await getSetting(page.request, "timezone")
    await setSetting(page.request, "timezone", zone)
    const frames = recordLiveFrames(page)
    await page.goto("/calls")
    await liveConnected(page)
    await markDocument(page)
    const request = page.request

    const tag = uniqueTag()
    const name = `E2E Campaign ${tag}`
    const first = await createContactApi(request, {
      businessName: `E2E Campaign First ${tag}`,
      phone: phones().next().e164,
    })
    const second = await createContactApi(request, {
      businessName: `E2E Campaign Second ${tag}`,
      phone: phones().next().e164,
    })

    const previousRate = await getSetting(request, "calls_per_minute")
    await setSetting(request, "calls_per_minute", String(CALLS_PER_MINUTE))
    let campaignId: number | undefined
    try {
      const form = page.getByRole("form", { name: "Create new campaign" })
      // Validation: the first message of an empty form, as a toast and on the field.
      await form.getByRole("button", { name: "Create Campaign" }).click()
      await expectToast(page, "Error", "Please enter a campaign name")
      await poll(() => form.locator("#campaign-name").getAttribute("aria-invalid")).toBe("true")

      await form.locator("#campaign-name").fill(name)
      await form.getByRole("textbox", { name: "Search contacts", exact: true }).fill(tag)
      // The search's two contacts alone, before clicking: the newest contacts head the unfiltered list
      // too, and a click landing as the search's answer replaces the rows hits whatever moved there.
      await poll(() => form.getByRole("list", { name: "Contacts" }).getByRole("checkbox").count()).toBe(2)
      await form.getByRole("checkbox", { name: new RegExp(first.businessName) }).click()
      await form.getByRole("checkbox", { name: new RegExp(second.businessName) }).click()
      await form.getByText("2 selected").waitFor()

      await form.locator("#campaign-minutes").click()
      await page.getByRole("option", { name: "1 minute", exact: true }).click()
      await form.getByText("60 calls per hour", { exact: true }).waitFor()
      // The operator's own zone is offered and chosen, so "start immediately" (judged on the
      // browser's clock) and the server's window (kept in the campaign's zone) agree.
      const zoneLabel = (CAMPAIGN_TIMEZONES as readonly string[]).includes(zone)
        ? null
        : `Local time (${zoneWords(zone)})`
      if (zoneLabel) await expectText(form.locator("#campaign-timezone"), zoneLabel)
      // The spec's window is the default preset, every day; Custom hours shows its seven day buttons, all on.
      await expectText(form.locator("#campaign-hours-preset"), "Overnight, 12:01 AM-6:00 AM")
      await form.getByText(/^12:01 AM-6:00 AM, Every day,/).waitFor()
      expect(await form.locator("button[aria-pressed]").count()).toBe(0)
      await form.locator("#campaign-hours-preset").click()
      await page.getByRole("option", { name: "Custom hours" }).click()
      await expectText(form.locator("#campaign-hours-preset"), "Custom hours")
      const days = form.locator("button[aria-pressed]")
      await poll(() => days.count()).toBe(7)
      expect(new Set(await days.evaluateAll((els) => els.map((el) => el.getAttribute("aria-pressed"))))).toEqual(
        new Set(["true"])
      )
      expect(await form.locator("#campaign-start-immediately").getAttribute("aria-checked")).toBe("true")

      // Steer the campaign's first call id to one that talks for seconds, so the LIVE box has time to
      // show it; warm-up calls are kept within the calls-per-minute budget the dialer checks.
      const room = CALLS_PER_MINUTE - (await callsInLastMinute(request)) - 2
      const steered = room > 0 ? await steerNextCall(request, phones(), CONVERSATIONS, Math.min(room, 6)) : null

      await form.getByRole("button", { name: "Create Campaign" }).click()
      await expectToast(page, "Campaign Started", `"${name}" is now calling its contacts.`)
      const listed = (await (await request.get("/api/campaigns")).json()) as {
        id: number
        name: string
        timezone: string
      }[]
      const campaign = listed.find((c) => c.name === name)!
      campaignId = campaign.id
      expect(campaign.timezone).toBe(zone)

      const panel = statusPanel(page)
      await panel.getByText("Running", { exact: true }).waitFor()
      await panel.getByText(name, { exact: true }).waitFor()
      await panel.getByText(/^0 of 2 contacts done/).waitFor()

      // The cron tick (fired now instead of at the minute) queues the first contact; the queue places it.
      await fireCron(request)
      await poll(async () => (await campaignCalls(request, campaign.id)).length).toBe(1)
      const [call] = await campaignCalls(request, campaign.id)
      expect(call!.contact?.businessName).toBe(first.businessName)
      const outcome = outcomeOf(call!.id)
      if (steered !== null) expect(call!.id).toBe(steered)

      const live = page.getByRole("region", { name: "Live calls" })
      if (CONVERSATIONS.includes(outcome)) {
        await live.getByText(first.businessName, { exact: true }).waitFor()
        await live.getByText(new RegExp(`· ${name}$`)).waitFor()
      } else {
        // Only when no warm-up budget was left: a short call may end before the box could show it.
        console.warn(`campaign call ${call!.id} plays "${outcome}": LIVE box not checked`)
      }

      // Call History shows the campaign's call and its end, with the result; the LIVE box lets it go.
      const row = page.getByTestId("call-history").locator("tbody tr").filter({ hasText: first.businessName })
      await expectText(row.locator("td").nth(3), name)
      await expectText(row.locator("td").nth(4), "Completed")
      await expectText(row.locator("td").nth(5), resultLabelFor(outcome, leavesMessage(call!.id)))
      await live.getByText(first.businessName, { exact: true }).waitFor({ state: "detached" })

      // The next tick settles the attempt: the panel's progress moves (no answer / busy wait for a retry).
      await fireCron(request)
      const done = outcome === "no_answer" || outcome === "busy" ? 0 : 1
      await panel.getByText(new RegExp(`^${done} of 2 contacts done`)).waitFor()
      // Pacing: one call a minute, so the second contact is not dialled yet.
      expect((await campaignCalls(request, campaign.id)).length).toBe(1)

      // All of it arrived over /ws, in the same document.
      const callStatuses = frames.filter((f) => f.type === "call_updated" && f.callId === call!.id).map((f) => f.status)
      expect(callStatuses).toContain("calling")
      expect(callStatuses).toContain("completed")
      expect(frames.some((f) => f.type === "campaign_updated")).toBe(true)
      expect(await sameDocument(page)).toBe(true)
    } finally {
      // Leave no running campaign behind to dial during later tests.
      if (campaignId !== undefined) await request.delete(`/api/campaigns/${campaignId}`)
      await setSetting(request, "calls_per_minute", previousRate)
      await setSetting(request, "timezone", previousZone)
      await closePage(page)
    }
  })

  it("creates a business-hours campaign and shows why it is not dialling", async () => {
    const page = await newPage(browser(), "")
    const request = page.request
    await page.goto("/calls")
    const tag = uniqueTag()
    const name = `E2E Hours ${tag}`
    const contact = await createContactApi(request, { businessName: `E2E Hours ${tag}`, phone: phones().next().e164 })
    const operatorZone = (await getSetting(request, "timezone")) || "America/New_York"
    let campaignId: number | undefined
    try {
      const form = page.getByRole("form", { name: "Create new campaign" })
      await form.locator("#campaign-name").fill(name)
      await form.getByRole("textbox", { name: "Search contacts", exact: true }).fill(tag)
      await form.getByRole("checkbox", { name: new RegExp(contact.businessName) }).click()
      // The spec's window is the default; pick Business hours from the shared calling-hours control.
      await expectText(form.locator("#campaign-hours-preset"), "Overnight, 12:01 AM-6:00 AM")
      await form.locator("#campaign-hours-preset").click()
      await page.getByRole("option", { name: "Business hours, 9:00 AM-5:00 PM" }).click()
      await form.getByText(/^9:00 AM-5:00 PM, Mon-Fri,/).waitFor()
      // Scheduled for a start in the past: the cron starts it and the window decides when it dials.
      await form.locator("#campaign-start-immediately").click()
      await form.locator("#campaign-scheduled-start").fill("2020-01-06T09:00")
      await form.getByRole("button", { name: "Create Campaign" }).click()
      await expectToast(page, "Campaign Scheduled")
      const listed = (await (await request.get("/api/campaigns")).json()) as CampaignItem[]
      const campaign = listed.find((c) => c.name === name)!
      campaignId = campaign.id
      expect(campaign).toMatchObject({ startTime: "09:00", endTime: "17:00", timezone: operatorZone })
      expect(campaign.workDays).toEqual(["monday", "tuesday", "wednesday", "thursday", "friday"])

      await fireCron(request)
      const why = page.getByTestId(`campaign-why-${campaign.id}`)
      // Whatever the hour: dialling ("1 callable now"), waiting for the window ("paused until ..."),
      // or on a call; never a silent "Running".
      await poll(async () => ((await why.count()) ? await why.first().innerText() : "")).toMatch(
        /callable now|paused until \w{0,3} ?\d{1,2}:\d{2} (AM|PM)/
      )
      // The API says the same, in the reason list.
      const waiting = (await (await request.get("/api/campaigns/waiting")).json()) as CampaignWaitingList
      const item = waiting.items.find((i) => i.campaignId === campaign.id)!
      expect(item.line).toBe(await why.first().innerText())
    } finally {
      if (campaignId !== undefined) await request.delete(`/api/campaigns/${campaignId}`)
      await closePage(page)
    }
  })

  it("starts the form from the calling policy chosen in Settings, and from reachable hours under the callee rule", async () => {
    const page = await newPage(browser(), "")
    const request = page.request
    const previous = {
      policy: await getSetting(request, "calling_policy"),
      callee: await getSetting(request, "callee_hours_only"),
    }
    try {
      await setSetting(request, "calling_policy", "")
      await setSetting(request, "callee_hours_only", "false")
      // Settings → Dialing rules: the policy, each option saying who it reaches.
      await page.goto("/settings#dialing-rules")
      const card = page.locator("#dialing-rules")
      await poll(() => card.getByTestId("calling-policy-note").innerText()).toContain("Not chosen yet")
      await card.locator("#calling-policy").click()
      const evening = page.getByRole("option", { name: "Evening, 7:00 PM-9:00 PM" })
      expect(await evening.innerText()).toContain(CALLING_HOURS_REACH.evening)
      await evening.click()
      await card.getByRole("button", { name: "Save" }).click()
      await expectToast(page, "Settings Updated")
      expect(await getSetting(request, "calling_policy")).toBe("evening")

      // A new campaign starts from it, and says who it reaches.
      await page.goto("/calls")
      const form = page.getByRole("form", { name: "Create new campaign" })
      await expectText(form.locator("#campaign-hours-preset"), "Evening, 7:00 PM-9:00 PM")
      await expectText(form.getByTestId("campaign-hours-reach"), CALLING_HOURS_REACH.evening)

      // Overnight under "only 8 AM-9 PM callee time": Business hours, never a red form.
      await setSetting(request, "calling_policy", "overnight")
      await setSetting(request, "callee_hours_only", "true")
      await page.goto("/calls")
      await expectText(form.locator("#campaign-hours-preset"), "Business hours, 9:00 AM-5:00 PM")
      await expectText(form.getByTestId("campaign-hours-reach"), CALLING_HOURS_REACH.business)
      expect(await form.getByText("This calling window never reaches anyone").count()).toBe(0)
    } finally {
      await setSetting(request, "calling_policy", previous.policy)
      await setSetting(request, "callee_hours_only", previous.callee)
      await closePage(page)
    }
  })
})
