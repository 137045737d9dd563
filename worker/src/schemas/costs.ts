/**
 * Costs shared by the worker and the web: the parts a call's bill is made of (Vapi's cost item
 * types), their labels, and how an amount in US dollars reads on screen.
 */

/** Vapi's cost item types, in the order a bill lists them; "other" sums any type Vapi adds later. */
export const COST_KINDS = [
  "transport",
  "transcriber",
  "model",
  "voice",
  "vapi",
  "voicemail-detection",
  "analysis",
  "knowledge-base",
  "other",
] as const
export type CostKind = (typeof COST_KINDS)[number]

export interface CostPart {
  kind: CostKind
  /** USD */
  cost: number
}

export const COST_KIND_LABELS: Record<CostKind, string> = {
  transport: "Phone line",
  transcriber: "Speech-to-text",
  model: "Language model",
  voice: "Voice",
  vapi: "Vapi platform",
  "voicemail-detection": "Voicemail detection",
  analysis: "Call analysis",
  "knowledge-base": "Knowledge base",
  other: "Other",
}

/**
 * The most one call may cost before its report is disbelieved: Vapi's longest call (12 hours) at
 * several dollars a minute stays under it, a value from a broken or forged report does not.
 */
export const MAX_CALL_COST_USD = 10_000

/** The providers with a monthly budget. Sheets and e-mail (Resend's free tier) cost nothing here. */
export const BUDGET_PROVIDERS = ["voice", "places"] as const
export type BudgetProvider = (typeof BUDGET_PROVIDERS)[number]

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })
const usdFine = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
})

/** "$12.50"; amounts under a dollar keep up to 4 decimals ("$0.0875") so a cheap call is not "$0.09". */
export function formatUsd(amount: number) {
  return Math.abs(amount) < 1 && amount !== 0 ? usdFine.format(amount) : usd.format(amount)
}

/**
 * "$0.21": money in cents, for totals and ratios the operator reads at a glance (a campaign's spend,
 * the month's); an amount under a cent but not zero reads "<$0.01" rather than "$0.00".
 */
export function formatCents(amount: number) {
  if (amount > 0 && amount < 0.005) return "<$0.01"
  return usd.format(Math.round(amount * 100) / 100)
}

/** spent / count, or null when there is nothing to divide by. */
export const costPer = (spent: number, count: number) => (count > 0 ? spent / count : null)
