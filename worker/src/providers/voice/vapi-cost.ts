/**
 * What Vapi billed for a call, from the end-of-call report (`cost`, `costs[]`) or the Call of
 * `GET /call/{id}` (`cost`, `costs[]`, `costBreakdown`). The report is written by a service a callee
 * talks to and travels over a webhook, so it is read as hostile input: only finite, non-negative
 * amounts under a ceiling count, a breakdown keeps only known kinds (the rest sum into "other") and
 * nothing but numbers is stored.
 */
import { COST_KINDS, type CostKind, type CostPart, MAX_CALL_COST_USD } from "../../schemas/costs"

/** Vapi's cost item types (OpenAPI `TransportCost` … `KnowledgeBaseCost`, their `type` enum). */
const VAPI_KINDS: ReadonlySet<string> = new Set(COST_KINDS.filter((k) => k !== "other"))

/** `costBreakdown`'s totals by our kinds (Vapi's `CostBreakdown`: transport, stt, llm, tts, vapi). */
const BREAKDOWN_KINDS: [string, CostKind][] = [
  ["transport", "transport"],
  ["stt", "transcriber"],
  ["llm", "model"],
  ["tts", "voice"],
  ["vapi", "vapi"],
]

/** A report may list many items (one per analysis, per model); more than this is not a real call. */
const MAX_ITEMS = 64

/** An amount we accept: a finite number from 0 to the ceiling, rounded to a millionth of a dollar. */
export function validAmount(value: unknown): number | null {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > MAX_CALL_COST_USD) return null
  return Math.round(value * 1e6) / 1e6
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v)

function partsFromItems(items: unknown): CostPart[] | null {
  if (!Array.isArray(items) || items.length === 0 || items.length > MAX_ITEMS) return null
  const sums = new Map<CostKind, number>()
  for (const item of items) {
    if (!isRecord(item)) continue
    const cost = validAmount(item.cost)
    if (cost === null) continue
    const kind: CostKind =
      typeof item.type === "string" && VAPI_KINDS.has(item.type) ? (item.type as CostKind) : "other"
    sums.set(kind, (sums.get(kind) ?? 0) + cost)
  }
  return toParts(sums)
}

function partsFromBreakdown(breakdown: unknown): CostPart[] | null {
  if (!isRecord(breakdown)) return null
  const sums = new Map<CostKind, number>()
  for (const [field, kind] of BREAKDOWN_KINDS) {
    const cost = validAmount(breakdown[field])
    if (cost !== null) sums.set(kind, cost)
  }
  return toParts(sums)
}

function toParts(sums: Map<CostKind, number>): CostPart[] | null {
  const parts = COST_KINDS.filter((k) => sums.has(k)).map((kind) => ({
    kind,
    cost: Math.round(sums.get(kind)! * 1e6) / 1e6,
  }))
  return parts.length ? parts : null
}

export interface ReportedCost {
  /** USD, or null when the report carries no usable amount. */
  cost: number | null
  breakdown: CostPart[] | null
}

/**
 * The call's cost from a report or a Call: `cost` when valid, else the breakdown's `total`, else the
 * sum of the items; the breakdown from `costs[]`, else `costBreakdown`. A sum over the ceiling is
 * refused like a single amount over it.
 */
export function readVapiCost(source: Record<string, unknown>, call?: Record<string, unknown> | null): ReportedCost {
  const items = Array.isArray(source.costs) ? source.costs : call?.costs
  const breakdown = isRecord(source.costBreakdown) ? source.costBreakdown : call?.costBreakdown
  const parts = partsFromItems(items) ?? partsFromBreakdown(breakdown)
  const stated = validAmount(source.cost) ?? validAmount(call?.cost)
  const total = isRecord(breakdown) ? validAmount(breakdown.total) : null
  const summed = parts ? validAmount(parts.reduce((sum, p) => sum + p.cost, 0)) : null
  return { cost: stated ?? total ?? summed, breakdown: parts }
}
