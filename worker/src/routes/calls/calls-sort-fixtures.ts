/** Shared by the Call History sort and cursor tests (not a test file itself). */
import { seedCall, seedCampaign, seedContact } from "../../../test/call-fixtures"
import { port } from "../../../test/port"
import type { CallSort } from "../../schemas/calls"

export interface Seeded {
  id: number
  contactName: string | null
  contactId: number | null
  campaignName: string | null
  campaignId: number | null
  status: string
  result: string | null
  demo: number
  createdAt: number
}

/**
 * 31 calls: duplicate contact and campaign names, contacts with several calls, calls without a
 * contact or a campaign, equal timestamps, every status and result — everything a sort has to break
 * ties on.
 */
export async function seedMixedHistory(): Promise<Seeded[]> {
  const contacts = [
    await seedContact({ businessName: "Acme Plumbing" }),
    await seedContact({ businessName: "Zest Cafe" }),
    await seedContact({ businessName: "Acme Plumbing" }),
    await seedContact({ businessName: "bakery on main" }),
  ]
  const campaigns = [await seedCampaign("Beta"), await seedCampaign("Alpha"), await seedCampaign("Beta")]
  const statuses = ["queued", "calling", "completed", "failed", "cancelled"] as const
  const results = [null, "answered", "busy", "no answer", "voicemail", "failed"] as const
  const t0 = Date.parse("2026-03-01T12:00:00Z")
  const rows: Seeded[] = []
  for (let i = 0; i < 31; i++) {
    const status = statuses[i % 5]!
    const shared = i % 6 === 5 ? null : contacts[i % 4]!
    // A contact has at most one queued or calling call (a unique index): an active call gets a
    // contact of its own under the same name, so names still tie and contact ids break the ties.
    const active = status === "queued" || status === "calling"
    const contact = shared && active ? await seedContact({ businessName: shared.businessName }) : shared
    const campaign = i % 3 === 0 ? null : campaigns[i % campaigns.length]!
    const row = await seedCall({
      contactId: contact?.id ?? null,
      campaignId: campaign?.id ?? null,
      status,
      result: results[i % 6] ?? null,
      demoScheduled: i % 7 === 0,
      createdAt: new Date(t0 + Math.floor(i / 2) * 60_000), // pairs share a timestamp
    })
    rows.push({
      id: row.id,
      contactName: contact?.businessName ?? null,
      contactId: contact?.id ?? null,
      campaignName: campaign?.name ?? null,
      campaignId: campaign?.id ?? null,
      status: row.status,
      result: row.result,
      demo: row.demoScheduled ? 1 : 0,
      createdAt: row.createdAt.getTime(),
    })
  }
  return rows
}

/** SQLite's order: NULL first, then numbers, then text by code unit (BINARY). */
function cmp(a: string | number | null, b: string | number | null) {
  if (a === b) return 0
  if (a === null) return -1
  if (b === null) return 1
  return a < b ? -1 : 1
}

const KEYS: Record<CallSort, (r: Seeded) => (string | number | null)[]> = {
  contact: (r) => [r.contactName, r.contactId, r.id],
  campaign: (r) => [r.campaignName, r.campaignId, r.id],
  status: (r) => [r.status, r.createdAt, r.id],
  result: (r) => [r.result, r.createdAt, r.id],
  demo: (r) => [r.demo, r.createdAt, r.id],
  createdAt: (r) => [r.createdAt, r.id],
}

export function expectedOrder(rows: Seeded[], sort: CallSort, order: "asc" | "desc") {
  const sorted = [...rows].sort((x, y) => {
    const [a, b] = [KEYS[sort](x), KEYS[sort](y)]
    for (let i = 0; i < a.length; i++) {
      const c = cmp(a[i]!, b[i]!)
      if (c) return c
    }
    return 0
  })
  return (order === "asc" ? sorted : sorted.reverse()).map((r) => r.id)
}

/** Every stored call with what the sorts order it by, as seedMixedHistory describes its calls. */
export const storedCalls = () =>
  port.all<Seeded>(
    `SELECT k.id, c.business_name AS contactName, c.id AS contactId, p.name AS campaignName, p.id AS campaignId,
       k.status, k.result, k.demo_scheduled AS demo, k.created_at AS createdAt
     FROM calls k LEFT JOIN contacts c ON c.id = k.contact_id LEFT JOIN campaigns p ON p.id = k.campaign_id`
  )
