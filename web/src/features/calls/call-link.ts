import { ApiError } from "@/lib/api-error"

/**
 * `/calls?call=<id>` opens that call's details: the link the calendar feed puts in every demo
 * (worker/src/services/calendar/ical.ts), so a demo in the operator's own calendar app leads back
 * to its call, transcript and recording.
 */
export const CALL_PARAM = "call"

/** The call id a link asks for: a positive whole number as the API takes it, else null. */
export function linkedCallId(raw: string | null): number | null {
  if (raw === null || !/^\d{1,16}$/.test(raw)) return null
  const id = Number(raw)
  return id > 0 && Number.isSafeInteger(id) ? id : null
}

/**
 * What to tell the operator when a `?call=` link cannot be shown, or null while it can (or is
 * still loading). A malformed id or a call that no longer exists (deleted with its contact) is
 * "not found"; anything else is a failed load worth retrying.
 */
export function callLinkProblem(
  raw: string | null,
  load: { data?: unknown; error?: unknown }
): { title: string; description: string } | null {
  if (raw === null) return null
  if (linkedCallId(raw) === null) return NOT_FOUND
  if (load.data || !load.error) return null
  const { error } = load
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return NOT_FOUND
  return {
    title: "Error",
    description: `The call could not be loaded.${error instanceof Error && error.message ? ` ${error.message}` : ""}`,
  }
}

const NOT_FOUND = { title: "Call not found", description: "The call in this link no longer exists." }

/** The search string without the `call` parameter (other parameters kept). */
export function withoutCallParam(search: string): string {
  const params = new URLSearchParams(search)
  params.delete(CALL_PARAM)
  return params.toString()
}
