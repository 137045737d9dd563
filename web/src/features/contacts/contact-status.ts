import { CONTACT_STATUSES, type ContactStatus } from "@shared/contacts"

import type { VariantProps } from "class-variance-authority"

import type { badgeVariants } from "@/components/ui/badge"
import { calendarDate } from "@/lib/zoned-format"

type Variant = NonNullable<VariantProps<typeof badgeVariants>["variant"]>

/** One colour per status so a grid of cards can be scanned at a glance. */
const STATUS_VARIANT: Record<ContactStatus, Variant> = {
  ready: "info",
  called: "secondary",
  demo_scheduled: "success",
  no_answer: "destructive",
  follow_up: "warning",
}

export const isContactStatus = (value: string): value is ContactStatus =>
  (CONTACT_STATUSES as readonly string[]).includes(value)

/** Badge colour of a status; values this build does not know stay neutral. */
export const statusVariant = (status: string): Variant => (isContactStatus(status) ? STATUS_VARIANT[status] : "outline")

/** "demo_scheduled" -> "Demo Scheduled" (badges, form select). */
export const statusLabel = (status: string) =>
  status
    .split("_")
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(" ")

/** SPEC §2.4: filter options show the status in uppercase ("DEMO SCHEDULED"). */
export const statusOptionLabel = (status: string) => status.replace(/_/g, " ").toUpperCase()

/** SPEC §2.4 "N call(s)": singular for exactly one. */
export const callCountLabel = (n: number) => `${n} ${n === 1 ? "call" : "calls"}`

/** A call result for people: "no answer" / "no_answer" -> "No answer"; empty -> "Pending" (SPEC §4). */
export function callResultLabel(result: string | null | undefined) {
  const text = (result ?? "").replace(/_/g, " ").trim()
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : "Pending"
}

/** SPEC §2.4 "Last call: result and date", e.g. "Last call: Answered · Nov 21, 2026" (operator's zone). */
export function lastCallText(last: { result: string | null; createdAt: string } | null, timeZone: string) {
  if (!last) return null
  const date = calendarDate(last.createdAt, timeZone)
  return `Last call: ${callResultLabel(last.result)}${date ? ` · ${date}` : ""}`
}

/** The statuses the Bulk Actions menu offers (SPEC §4), in the spec's order. */
export const BULK_STATUS_ACTIONS = [
  { status: "ready", label: "Mark as Ready" },
  { status: "called", label: "Mark as Called" },
  { status: "follow_up", label: "Mark as Follow Up" },
  { status: "demo_scheduled", label: "Mark as Demo Scheduled" },
] as const satisfies readonly { status: ContactStatus; label: string }[]
