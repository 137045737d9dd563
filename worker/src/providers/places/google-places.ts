import {
  areaIsNear,
  type LatLng,
  PAGE_SIZE,
  type Place,
  placeTypeLabel,
  PlacesError,
  type ProviderCheckOutcome,
  type PlacesProvider,
  type Rect,
  type ResolvedArea,
  type SearchPage,
  type SearchPageRequest,
} from "./places-provider"
import { scrubSecrets } from "../../lib/secret-scrub"
import { DEFAULT_MAX_BYTES, type ProviderAnswer, ProviderFetchError, providerFetch } from "../provider-fetch"

export const DEFAULT_PLACES_BASE_URL = "https://places.googleapis.com"

/**
 * What a search page asks Google for. Never `*`: Google bills each request at the highest SKU of any
 * field in the mask, so every field here is one we read.
 * - id: the dedupe key across grid cells and pages
 * - displayName, formattedAddress: the contact's name and address
 * - nationalPhoneNumber, internationalPhoneNumber: the number we dial (international preferred)
 * - websiteUri: "no website" leads; absent means none only because it is in the mask
 * - primaryType, primaryTypeDisplayName: the contact's specific type ("electrician", "Electrician"),
 *   kept beside its broad category; both are Pro fields, so the mask still bills Enterprise (the phone
 *   and website), the SKU the estimates price (schemas/places-pricing.ts)
 * - location: feeds the grid (which cell a place fell in, splitting dense cells)
 * - businessStatus: closed places are skipped
 * - nextPageToken: only returned when masked; without it we would never see pages 2 and 3
 */
export const SEARCH_FIELD_MASK = [
  "places.id",
  "places.displayName",
  "places.formattedAddress",
  "places.nationalPhoneNumber",
  "places.internationalPhoneNumber",
  "places.websiteUri",
  "places.primaryType",
  "places.primaryTypeDisplayName",
  "places.location",
  "places.businessStatus",
  "nextPageToken",
].join(",")

/**
 * What resolving a location asks for: the area's name, centre, viewport (the grid's outer box) and
 * types (to prefer the city or ZIP itself over a business named after it). Essentials/Pro fields
 * only, and no nextPageToken: the first page is all we read.
 */
export const RESOLVE_FIELD_MASK = [
  "places.id",
  "places.displayName",
  "places.formattedAddress",
  "places.location",
  "places.viewport",
  "places.types",
].join(",")

/** Place types that name an area rather than a business at that location. */
const AREA_TYPES = new Set([
  "locality",
  "postal_code",
  "sublocality",
  "neighborhood",
  "administrative_area_level_1",
  "administrative_area_level_2",
  "administrative_area_level_3",
  "colloquial_area",
])

const RESOLVE_PAGE_SIZE = 5
/** 15 s for the whole answer; 2 MB of it (a page is 20 places of a few KB each). */
const PLACES_LIMITS = { vendor: "Google Places", timeoutMs: 15_000, maxBytes: DEFAULT_MAX_BYTES }

export interface GooglePlacesConfig {
  apiKey: string
  /** Default https://places.googleapis.com; tests point it at worker/test/fake-places-server.mjs. */
  baseUrl?: string
  fetch?: typeof fetch
  /** Called once per request sent (each one is billed and counts toward the per-minute quota). */
  onRequest?: () => void
  /** The whole answer's deadline (default 15 s); tests shorten it. */
  timeoutMs?: number
}

/** Places API (New) Place, as far as our masks reach (proto3 JSON omits absent fields). */
interface GooglePlace {
  id?: string
  displayName?: { text?: string }
  formattedAddress?: string
  nationalPhoneNumber?: string
  internationalPhoneNumber?: string
  websiteUri?: string
  primaryType?: string
  primaryTypeDisplayName?: { text?: string }
  location?: { latitude?: number; longitude?: number }
  viewport?: { low?: { latitude?: number; longitude?: number }; high?: { latitude?: number; longitude?: number } }
  types?: string[]
  businessStatus?: string
}

interface SearchTextAnswer {
  places?: GooglePlace[]
  nextPageToken?: string
}

/** google.rpc.Status, Google's error envelope. */
interface RpcStatus {
  error?: {
    code?: number
    message?: string
    status?: string
    details?: {
      "@type"?: string
      reason?: string
      metadata?: Record<string, string>
      retryDelay?: string
      violations?: { subject?: string; description?: string; quotaId?: string }[]
    }[]
  }
}

const latLng = (v: { latitude?: number; longitude?: number } | undefined): LatLng | null =>
  v && typeof v.latitude === "number" && typeof v.longitude === "number"
    ? { latitude: v.latitude, longitude: v.longitude }
    : null

function toPlace(p: GooglePlace): Place | null {
  if (typeof p.id !== "string" || !p.id) return null
  return {
    id: p.id,
    name: p.displayName?.text ?? "",
    address: p.formattedAddress ?? "",
    phone: p.internationalPhoneNumber || p.nationalPhoneNumber || null,
    website: p.websiteUri || null,
    primaryType: p.primaryType || null,
    primaryTypeLabel: p.primaryTypeDisplayName?.text || placeTypeLabel(p.primaryType ?? null),
    location: latLng(p.location),
    // Absent means Google has no status for it; only an explicit closure skips the place.
    operational: p.businessStatus === undefined || p.businessStatus === "OPERATIONAL",
  }
}

function toArea(p: GooglePlace): ResolvedArea | null {
  const low = latLng(p.viewport?.low)
  const high = latLng(p.viewport?.high)
  if (!low || !high) return null
  const center = latLng(p.location) ?? {
    latitude: (low.latitude + high.latitude) / 2,
    longitude: (low.longitude + high.longitude) / 2,
  }
  return { name: p.formattedAddress || p.displayName?.text || "", viewport: { low, high }, center }
}

/** "41s" / "0.5s" (a protobuf Duration in JSON) to whole seconds, rounded up so we never retry early. */
function durationSeconds(d: unknown): number | undefined {
  if (typeof d !== "string") return undefined
  const m = /^(\d+(?:\.\d+)?)s$/.exec(d.trim())
  return m ? Math.ceil(Number(m[1])) : undefined
}

/** Turns a non-2xx answer into the PlacesError the job acts on, with Google's own words. */
export function placesErrorFrom(status: number, bodyText: string): PlacesError {
  let rpc: RpcStatus | null = null
  try {
    rpc = JSON.parse(bodyText) as RpcStatus
  } catch {}
  const err = rpc && typeof rpc === "object" ? rpc.error : undefined
  const message = (typeof err?.message === "string" && err.message) || `Google Places answered HTTP ${status}`
  const details = Array.isArray(err?.details) ? err.details : []
  const errorInfo = details.find((d) => d?.["@type"]?.endsWith("google.rpc.ErrorInfo"))
  const reason = typeof errorInfo?.reason === "string" ? errorInfo.reason : undefined

  if (status === 429 || err?.status === "RESOURCE_EXHAUSTED") {
    // A per-day quota will not come back within the job's retries; a per-minute one will.
    const quotaNames = [
      errorInfo?.metadata?.quota_limit,
      errorInfo?.metadata?.quota_metric,
      ...details.flatMap((d) => (Array.isArray(d?.violations) ? d.violations.map((v) => v?.quotaId) : [])),
    ].filter((s): s is string => typeof s === "string")
    const perDay = quotaNames.some((s) => /PerDay/i.test(s)) || /per[ -]day/i.test(message)
    if (perDay) return new PlacesError("quota_exhausted", message, { status, reason })
    const retryInfo = details.find((d) => d?.["@type"]?.endsWith("google.rpc.RetryInfo"))
    const retryAfterSeconds = durationSeconds(retryInfo?.retryDelay)
    return new PlacesError("rate_limited", message, {
      status,
      reason,
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    })
  }
  // 408 and 5xx are Google's or the path's trouble: the same request may well work later.
  if (status >= 500 || status === 408) return new PlacesError("unavailable", message, { status, reason })
  // 400 (bad key, bad argument), 401, 403 (API disabled, billing, key restrictions), 404: retrying the
  // same request cannot help; the operator has to fix the key or the project.
  return new PlacesError("rejected", message, { status, reason })
}

/** The real lead search: a thin fetch wrapper over Places API (New) Text Search. */
export class GooglePlaces implements PlacesProvider {
  readonly kind = "google" as const
  private readonly baseUrl: string
  private readonly fetch: typeof fetch

  constructor(private readonly config: GooglePlacesConfig) {
    this.baseUrl = (config.baseUrl || DEFAULT_PLACES_BASE_URL).replace(/\/+$/, "")
    // Wrapped: a bare reference to the global fetch called as a method throws "Illegal invocation" in workerd.
    this.fetch = config.fetch ?? ((input, init) => fetch(input, init))
  }

  private async searchText(fieldMask: string, body: Record<string, unknown>): Promise<SearchTextAnswer> {
    let res: ProviderAnswer
    // Counted before sending: an attempt whose answer we never see may still have been billed.
    this.config.onRequest?.()
    try {
      res = await providerFetch(
        `${this.baseUrl}/v1/places:searchText`,
        {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "X-Goog-Api-Key": this.config.apiKey,
            "X-Goog-FieldMask": fieldMask,
          },
          body: JSON.stringify(body),
        },
        { ...PLACES_LIMITS, ...(this.config.timeoutMs ? { timeoutMs: this.config.timeoutMs } : {}), fetch: this.fetch }
      )
    } catch (err) {
      if (!(err instanceof ProviderFetchError)) throw err
      throw new PlacesError("unavailable", err.message)
    }
    const { text } = res
    if (!res.ok) throw placesErrorFrom(res.status, text)
    try {
      const json = text ? (JSON.parse(text) as unknown) : {}
      if (json && typeof json === "object" && !Array.isArray(json)) return json as SearchTextAnswer
    } catch {}
    throw new PlacesError("unavailable", `Google Places answered HTTP ${res.status} with a body that is not JSON`, {
      status: res.status,
    })
  }

  async searchPage({ text, area, pageToken }: SearchPageRequest): Promise<SearchPage> {
    // Page 2 and 3 must repeat every parameter of page 1 unchanged; only pageToken is added.
    const answer = await this.searchText(SEARCH_FIELD_MASK, {
      textQuery: text,
      pageSize: PAGE_SIZE,
      regionCode: "us",
      languageCode: "en",
      locationRestriction: { rectangle: rect(area) },
      ...(pageToken ? { pageToken } : {}),
    })
    const places = (Array.isArray(answer.places) ? answer.places : []).flatMap((p) => toPlace(p) ?? [])
    const next = typeof answer.nextPageToken === "string" && answer.nextPageToken ? answer.nextPageToken : null
    return { places, nextPageToken: next }
  }

  async checkKey(): Promise<ProviderCheckOutcome> {
    try {
      // Only place ids: Google's "Text Search Essentials (IDs Only)" SKU, which it does not bill.
      await this.searchText("places.id", { textQuery: "city hall", pageSize: 1 })
      return { ok: true, message: "Google accepted the Places API key." }
    } catch (err) {
      if (!(err instanceof PlacesError)) throw err
      const message = placesKeyProblem(err, this.config.apiKey)
      return { ok: false, message, ...(err.kind === "rejected" ? { refused: true } : {}) }
    }
  }

  async resolveArea(location: string, near?: LatLng): Promise<ResolvedArea | null> {
    const answer = await this.searchText(RESOLVE_FIELD_MASK, {
      textQuery: location,
      pageSize: RESOLVE_PAGE_SIZE,
      regionCode: "us",
      languageCode: "en",
      // Ranks the place near the known centre first (a bias, not a restriction: the city's own
      // viewport may reach past any circle we could draw).
      ...(near ? { locationBias: { circle: { center: latLngOf(near), radius: NEAR_BIAS_RADIUS_M } } } : {}),
    })
    const places = Array.isArray(answer.places) ? answer.places : []
    // A bias is not a guarantee: an answer far from the known centre is another place of that name.
    const fits = (area: ResolvedArea | null) => !!area && (!near || areaIsNear(area.viewport, near))
    // "Grand Rapids, MI" may also match a museum named after the city; the city itself is the area.
    const isArea = (p: GooglePlace) => Array.isArray(p.types) && p.types.some((t) => AREA_TYPES.has(t))
    for (const p of places) {
      const area = isArea(p) ? toArea(p) : null
      if (fits(area)) return area
    }
    for (const p of places) {
      const area = toArea(p)
      if (fits(area)) return area
    }
    return null
  }
}

/** Text Search's largest locationBias circle (m). */
const NEAR_BIAS_RADIUS_M = 50_000

const latLngOf = (p: LatLng): LatLng => ({ latitude: p.latitude, longitude: p.longitude })

/** Only the two corners: Google refuses unknown fields in the body. */
const rect = (r: Rect): Rect => ({
  low: { latitude: r.low.latitude, longitude: r.low.longitude },
  high: { latitude: r.high.latitude, longitude: r.high.longitude },
})

/** A failed key check in the operator's words, with Google's own reason (never the key). */
function placesKeyProblem(err: PlacesError, apiKey: string) {
  const google = scrubSecrets(err.message, [apiKey])
  const reason = err.details.reason
  if (reason === "API_KEY_INVALID" || reason === "API_KEY_MISSING") {
    return `Google refused the Places API key: ${google} Copy the key from Google Cloud → Credentials into Settings.`
  }
  if (reason === "SERVICE_DISABLED") return `Enable "Places API (New)" in the key's Google Cloud project. ${google}`
  if (err.kind === "rejected") return `Google refused the Places API key: ${google}`
  if (err.kind === "rate_limited" || err.kind === "quota_exhausted")
    return `Google Places is limiting requests: ${google}`
  return `Google Places is not answering normally: ${google}`
}
