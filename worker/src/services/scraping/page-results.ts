/**
 * What a page of places becomes: each place is examined once per job (by place id), and kept only
 * with an open business, a real phone number, and a website that passes the job's filter. The
 * survivors not already in the contacts are the page's new contacts, up to what the search still
 * wants; the ones past that are left unseen, for a later page to take (see pageResults).
 */
import type { DB } from "../../db/client"
import type { Place } from "../../providers/places/places-provider"
import { categoryPreset, type WebsiteFilter } from "../../schemas/scraping"
import { toE164 } from "../../schemas/phone"
import { isOwnWebsite } from "./website"

export interface NewContactRow {
  n: string
  p: string
  a: string
  c: string
  /** Google's primary type ("electrician") and its name ("Electrician"); null when unknown. */
  t: string | null
  l: string | null
}

export interface PageResults {
  /** Place ids this job had not seen and judged: recorded so later cells do not count them again. */
  newPlaceIds: string[]
  examined: number
  noPhone: number
  closed: number
  filtered: number
  /** Kept places whose phone is already a contact (or repeats one on this page). */
  duplicates: number
  /** Contacts to store, at most `wanted`. */
  rows: NewContactRow[]
}

/** "car_repair" -> "Car Repair". */
export const humanType = (type: string | null) =>
  (type ?? "")
    .replace(/_/g, " ")
    .replace(/\b\w/g, (c) => c.toUpperCase())
    .trim()

/** The contact's category: the preset's label, or the place's own type for a custom search. */
export function contactCategory(businessCategory: string | null, place: Place) {
  const preset = categoryPreset(businessCategory)
  return preset && preset.value !== "custom" ? preset.label : humanType(place.primaryType)
}

const passesFilter = (filter: WebsiteFilter, website: string | null) =>
  filter === "all" || (filter === "with_website") === isOwnWebsite(website)

const cleanAddress = (address: string) => address.replace(/,\s*(USA|United States)$/i, "").trim()

const json = (values: unknown[]) => JSON.stringify(values)

export async function pageResults(
  db: DB,
  job: { id: number; websiteFilter: string; businessCategory: string | null },
  places: readonly Place[],
  wanted: number
): Promise<PageResults> {
  const ids = [...new Set(places.map((p) => p.id))]
  const seen = ids.length
    ? await db.port.all<{ place_id: string }>(
        "SELECT place_id FROM scraped_places WHERE job_id = ?1 AND place_id IN (SELECT value FROM json_each(?2))",
        [job.id, json(ids)]
      )
    : []
  const seenIds = new Set(seen.map((r) => r.place_id))
  const fresh = places.filter((p, i) => !seenIds.has(p.id) && places.findIndex((q) => q.id === p.id) === i)
  const result: PageResults = {
    newPlaceIds: fresh.map((p) => p.id),
    examined: fresh.length,
    noPhone: 0,
    closed: 0,
    filtered: 0,
    duplicates: 0,
    rows: [],
  }
  const kept: { place: Place; phone: string }[] = []
  for (const place of fresh) {
    if (!place.operational) result.closed++
    else if (!passesFilter(job.websiteFilter as WebsiteFilter, place.website)) result.filtered++
    else {
      const phone = place.phone ? toE164(place.phone) : null
      if (!phone) result.noPhone++
      else kept.push({ place, phone })
    }
  }
  const phones = [...new Set(kept.map((k) => k.phone))]
  const stored = phones.length
    ? await db.port.all<{ phone: string }>(
        "SELECT phone FROM contacts WHERE phone IN (SELECT value FROM json_each(?1))",
        [json(phones)]
      )
    : []
  const taken = new Set(stored.map((r) => r.phone))
  // Places past what the search wants are not judged: left unseen, a later page takes them (another
  // phrase of the category that finds them, or this phrase's next round when the others run short).
  const leftOut = new Set<string>()
  for (const { place, phone } of kept) {
    if (taken.has(phone)) {
      result.duplicates++
      continue
    }
    if (result.rows.length >= wanted) {
      leftOut.add(place.id)
      continue
    }
    taken.add(phone)
    result.rows.push({
      n: place.name.trim().slice(0, 200) || "Unnamed business",
      p: phone,
      a: cleanAddress(place.address).slice(0, 500),
      c: contactCategory(job.businessCategory, place).slice(0, 100),
      t: place.primaryType?.slice(0, 100) || null,
      l: (place.primaryTypeLabel ?? humanType(place.primaryType)).slice(0, 100) || null,
    })
  }
  if (leftOut.size) {
    result.newPlaceIds = result.newPlaceIds.filter((id) => !leftOut.has(id))
    result.examined -= leftOut.size
  }
  return result
}
