/**
 * The operator's own phone and availability hours (issue 36): "Take over" transfers a live call to
 * the phone, and the assistant's transfer tool puts a lead through to it during the hours (outside
 * them it books a callback). Shared by the settings rules (schemas/settings.ts) and the web form.
 *
 * Stored as settings text: `operator_phone` is E.164 or "" (none); `operator_hours` is the JSON of
 * OperatorHours or "" (none), read in the operator's time zone (the `timezone` setting).
 */
import { z } from "zod"
import { PHONE_INVALID_MESSAGE, toE164 } from "./phone"
import { testCallNumberProblem } from "./test-call-number"

export const OPERATOR_PHONE_SETTING = "operator_phone"
export const OPERATOR_HOURS_SETTING = "operator_hours"

/** Why a number cannot be the operator's phone (premium rate, N11, 555 information), or null. */
export const operatorPhoneProblem = (e164: string) => testCallNumberProblem(e164, "Your phone cannot be")

/** The phone as typed ("(616) 555-0123", "+44 20 ...") → E.164; "" clears it. */
export const operatorPhoneSchema = z
  .string()
  .trim()
  .max(40, PHONE_INVALID_MESSAGE)
  .transform((raw, ctx) => {
    if (raw === "") return ""
    const e164 = toE164(raw)
    if (!e164) {
      ctx.addIssue({ code: "custom", message: PHONE_INVALID_MESSAGE })
      return z.NEVER
    }
    const problem = operatorPhoneProblem(e164)
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem })
      return z.NEVER
    }
    return e164
  })

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/
/** An end may be midnight at the day's end: "24:00". */
const END_HH_MM = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/

/** Days (0 = Sunday … 6 = Saturday) and a daily window "HH:MM"-"HH:MM" in the operator's zone. */
export const operatorHoursSchema = z
  .strictObject({
    days: z
      .array(z.number().int().min(0).max(6), { error: "Choose the days you take calls" })
      .min(1, "Choose at least one day")
      .max(7)
      .refine((d) => new Set(d).size === d.length, "Each day once"),
    start: z.string().regex(HH_MM, "Use a time like 09:00"),
    end: z.string().regex(END_HH_MM, "Use a time like 17:00"),
  })
  .refine((h) => h.start < h.end, { message: "The hours must end after they start", path: ["end"] })
export type OperatorHours = z.infer<typeof operatorHoursSchema>

/** The settings text for hours (sorted days), or "" for none: what the form PUTs. */
export const operatorHoursText = (hours: OperatorHours | null) =>
  hours ? JSON.stringify({ days: [...hours.days].sort((a, b) => a - b), start: hours.start, end: hours.end }) : ""

/** The stored text → hours, or null for "" and anything the schema refuses. */
export function parseOperatorHours(raw: string | null | undefined): OperatorHours | null {
  if (!raw?.trim()) return null
  try {
    const parsed = operatorHoursSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** The `operator_hours` setting's rule: "" or the JSON of OperatorHours (stored normalised). */
export const operatorHoursRule = z.string().transform((raw, ctx) => {
  if (raw.trim() === "") return ""
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    ctx.addIssue({
      code: "custom",
      message: 'Send the hours as JSON: {"days":[1,2,3,4,5],"start":"09:00","end":"17:00"}',
    })
    return z.NEVER
  }
  const parsed = operatorHoursSchema.safeParse(json)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message })
    return z.NEVER
  }
  return operatorHoursText(parsed.data)
})

/** Whether `now` falls within the hours, on the operator's wall clock in `timeZone`. */
export function withinOperatorHours(hours: OperatorHours | null, timeZone: string, now: number): boolean {
  if (!hours) return false
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ""
  const day = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(part("weekday"))
  const clock = `${part("hour")}:${part("minute")}`
  return hours.days.includes(day) && clock >= hours.start && clock < hours.end
}
