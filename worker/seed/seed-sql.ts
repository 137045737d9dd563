/**
 * The sandbox data set as SQL for `wrangler d1 execute`: 320 contacts (seed/sandbox-data.mjs), two
 * weeks of call history scripted by the sandbox voice itself (so transcripts read like live sandbox
 * calls), and two campaigns. Run by scripts/seed.mjs through tsx; prints the SQL on stdout.
 */
import { sandboxCosts } from "../src/providers/voice/sandbox-messages"
import { readVapiCost } from "../src/providers/voice/vapi-cost"
import { mulberry32 } from "../src/lib/seeded-random"
import { zonedParts, zonedToInstant } from "../src/lib/zoned-time"
import { buildScript, type SandboxOutcome } from "../src/providers/voice/sandbox-script"
import { normalizeSource } from "../src/schemas/contacts"
import { calleeTimeZone } from "../src/services/campaigns/callee-time"
import { sandboxContacts } from "./sandbox-data.mjs"

type SeedContact = ReturnType<typeof sandboxContacts>[number]

const q = (v: unknown) =>
  v === null || v === undefined
    ? "NULL"
    : typeof v === "number"
      ? String(v)
      : typeof v === "boolean"
        ? v
          ? "1"
          : "0"
        : `'${String(v).replace(/'/g, "''")}'`

const insert = (table: string, row: Record<string, unknown>) =>
  `INSERT OR IGNORE INTO ${table} (${Object.keys(row).join(", ")}) VALUES (${Object.values(row).map(q).join(", ")});`

/** The sandbox outcomes a contact's seeded status can follow from. */
const OUTCOMES_FOR: Partial<Record<SeedContact["status"], SandboxOutcome[]>> = {
  called: ["answered"],
  no_answer: ["no_answer", "busy", "voicemail"],
  follow_up: ["follow_up"],
  demo_scheduled: ["demo"],
}

const RESULT: Record<SandboxOutcome, string> = {
  answered: "answered",
  follow_up: "answered",
  demo: "answered",
  no_answer: "no answer",
  busy: "busy",
  voicemail: "voicemail",
}

/**
 * The same day's business hour (8 AM-7 PM, picked by `pick`) on the callee's clock, so the Analytics
 * heatmap shows calls when a dialer would place them; never later than an hour before `now`.
 */
function inCalleeHours(at: number, zone: string, pick: number, now: number) {
  const p = zonedParts(at, zone)
  const local = zonedToInstant(p.year, p.month, p.day, (8 + (pick % 12)) * 60 + (pick % 60), zone)
  return local > now - 3_600_000 ? local - 86_400_000 : local
}

/**
 * A script whose outcome is one of `wanted` (scripts are a pure function of their seed). A demo is
 * told for `demoDay` (the seed's own spread of past and coming demos): the script is the same one,
 * its words dated so the day and hour the callee agreed to are the demo's.
 */
function scriptFor(
  contact: SeedContact,
  id: number,
  wanted: SandboxOutcome[],
  dialedAt: Date,
  demoDay: () => { year: number; month: number; day: number }
) {
  const target = { contactId: id, ...contact }
  for (let k = 0; ; k++) {
    const script = buildScript(id * 7919 + k, target, dialedAt)
    if (!wanted.includes(script.outcome)) continue
    if (!script.demo) return { script, demoDay: null }
    const d = demoDay()
    const toldOn = new Date(Date.UTC(d.year, d.month - 1, d.day - script.demo.daysAhead, 12))
    return { script: { ...script, transcript: buildScript(id * 7919 + k, target, toldOn).transcript }, demoDay: d }
  }
}

export function seedSql(now = Date.now()) {
  const contacts = sandboxContacts()
  const rand = mulberry32(7)
  const lines: string[] = []
  const day = 86_400_000
  const readyByCategory = new Map<string, number[]>()

  contacts.forEach((c, i) => {
    const id = i + 1
    lines.push(
      insert("contacts", {
        id,
        business_name: c.businessName,
        phone: c.phone,
        address: c.address,
        category: c.category,
        // Stored as the API stores it, so the seeded manual contacts match the source filter.
        source: normalizeSource(c.source),
        status: c.status,
        created_at: c.createdAt,
        updated_at: c.updatedAt,
      })
    )
    const wanted = OUTCOMES_FOR[c.status]
    if (!wanted) {
      readyByCategory.set(c.category, [...(readyByCategory.get(c.category) ?? []), id])
      return
    }
    // Some contacts needed a second attempt before the call that set their status.
    const attempts = c.status !== "no_answer" && rand() < 0.25 ? 2 : 1
    const zone = calleeTimeZone(c) ?? "America/New_York"
    let at = now - Math.floor((1 + rand() * 13) * day)
    for (let a = 0; a < attempts; a++) {
      const last = a === attempts - 1
      at = inCalleeHours(at, zone, id * 7 + a * 5, now)
      const dialedAt = new Date(at)
      const { script, demoDay } = scriptFor(c, id * 10 + a, last ? wanted : ["no_answer", "busy"], dialedAt, () =>
        zonedParts(now + (rand() < 0.7 ? 1 + Math.floor(rand() * 9) : -1 - Math.floor(rand() * 5)) * day, zone)
      )
      // At the hour the callee agreed to, on their own clock (as the live sandbox voice books it).
      const demoDate =
        demoDay && script.demo
          ? new Date(zonedToInstant(demoDay.year, demoDay.month, demoDay.day, script.demo.hour * 60, zone))
          : null
      const duration = script.talkSeconds
      // What the sandbox voice bills for such a call (the same figures its live reports carry).
      const bill = readVapiCost(sandboxCosts(duration))
      lines.push(
        insert("calls", {
          contact_id: id,
          vapi_call_id: `sandbox-seed-${id}-${a}`,
          status: "completed",
          // A message left is "voicemail left", as the live sandbox's end-of-call report makes it.
          result: script.voicemailMessage ? "voicemail left" : RESULT[script.outcome],
          voicemail_message: script.voicemailMessage,
          duration,
          transcript: script.transcript || null,
          summary: script.summary,
          ended_reason: script.endedReason,
          demo_scheduled: Boolean(demoDate),
          demo_date: demoDate?.getTime() ?? null,
          attempt: 1,
          created_at: at,
          updated_at: at + (duration + 30) * 1000,
          dialed_at: at,
          completed_at: at + (duration + 30) * 1000,
          cost: bill.cost,
          cost_breakdown: bill.breakdown ? JSON.stringify(bill.breakdown) : null,
          callee_utc_offset: Math.round(zonedParts(at, zone).offsetMs / 60_000),
        })
      )
      // A retry 1-3 days on must still be history: never later than an hour ago (a call dated in the
      // future would sit above every new call in Recent Calls and Call History).
      at = Math.min(at + Math.floor((1 + rand() * 2) * day), now - 3_600_000)
    }
  })

  const tomorrow = new Date(now + day)
  tomorrow.setUTCHours(5, 1, 0, 0) // 12:01 AM in New York
  const weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday"]
  const seeded = [
    {
      id: 1,
      name: "Dentists — Grand Rapids follow-up",
      category: "Dentist",
      status: "paused",
      minutes: 2,
      scheduledStart: null,
      ageDays: 3,
    },
    {
      id: 2,
      name: "Restaurants — overnight batch",
      category: "Restaurant",
      status: "scheduled",
      minutes: 3,
      scheduledStart: tomorrow.getTime(),
      ageDays: 1,
    },
  ]
  for (const c of seeded) {
    const ids = (readyByCategory.get(c.category) ?? []).slice(0, 16)
    lines.push(
      insert("campaigns", {
        id: c.id,
        name: c.name,
        status: c.status,
        paused_reason: c.status === "paused" ? "manual" : null,
        calls_per_hour: Math.round(60 / c.minutes),
        minutes_between_calls: c.minutes,
        selected_contacts: JSON.stringify(ids),
        start_time: "00:01",
        end_time: "06:00",
        work_days: JSON.stringify(weekdays),
        scheduled_start: c.scheduledStart,
        timezone: "America/New_York",
        total_contacts: ids.length,
        created_at: now - c.ageDays * day,
        updated_at: now - c.ageDays * day,
      })
    )
    // The dialer works from campaign_contacts (one row per selected contact), as createCampaign writes it.
    ids.forEach((contactId, position) =>
      lines.push(
        insert("campaign_contacts", {
          campaign_id: c.id,
          contact_id: contactId,
          position,
          state: "pending",
          due_at: 0,
          callee_tz: calleeTimeZone(contacts[contactId - 1]!) ?? "",
        })
      )
    )
  }
  // The paused Grand Rapids campaign placed that city's calls (and the dentists') of the last 7 days, so
  // Analytics has a campaign to compare with Call Now.
  lines.push(
    `UPDATE calls SET campaign_id = 1 WHERE dialed_at >= ${now - 7 * day} AND contact_id IN (SELECT id FROM contacts WHERE source LIKE '%Grand Rapids%' OR category = 'Dentist');`
  )
  lines.push(insert("settings", { key: "sandbox_seeded", value: "1", updated_at: now }))
  return lines.join("\n")
}

process.stdout.write(seedSql())
