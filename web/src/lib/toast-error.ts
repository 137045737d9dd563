import { toast } from "@/hooks/use-toast"
import { ApiError } from "./api-error"

/** A toast's content as a plain value, for helpers that word an outcome and leave showing it to the caller. */
export type ActionToast = { variant?: "destructive"; title: string; description: string }
export type ErrorToast = ActionToast & { variant: "destructive" }

/**
 * The server's own explanation of a refused request (a 4xx envelope's message), or null: a 5xx,
 * a proxy's page or a network failure has nothing the operator can act on. `alsoStatuses` names
 * the 5xx whose message still says what to do (the sheets routes' 502: Google refused).
 */
export function serverMessage(error: unknown, alsoStatuses: readonly number[] = []): string | null {
  if (!(error instanceof ApiError)) return null
  if (error.status >= 500 && !alsoStatuses.includes(error.status)) return null
  return error.message && error.message !== error.statusLine ? error.message : null
}

/**
 * Why a request failed in plain words when the server gave no reason the operator can act on: a
 * 5xx's own message (our server writes them for the operator), else what the status or the
 * network says. Never empty, so a failure toast always says why.
 */
export function plainReason(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.message && error.message !== error.statusLine) return error.message
    if (error.status === 502 || error.status === 503 || error.status === 504) {
      return `The server did not answer (${error.status}). Please try again in a moment.`
    }
    return `The server answered ${error.status}.`
  }
  if (error instanceof TypeError) return "No connection to the server. Check the network and try again."
  return error instanceof Error && error.message ? error.message : "Unknown error."
}

/** SPEC §8's text word for word, then the reason when there is one: "{text}. {reason}". */
export const withReason = (text: string, reason: string | null) => (reason ? `${text}. ${reason}` : text)

export type ErrorToastOptions = {
  /** SPEC §8 title; "Error" unless the spec names another ("Call Failed", "Delete Failed"…). */
  title?: string
  /** SPEC §8's text for this failure, shown word for word. */
  fallback: string
  /**
   * What the server's reason adds: "append" (default) gives "{fallback}. {reason}", "replace"
   * shows the reason instead of the fallback, "none" the fallback alone; a function writes the
   * whole description itself (the contact forms name the existing contact on a 409).
   */
  reason?: "append" | "replace" | "none" | ((error: unknown) => string)
  /** 5xx statuses whose message is shown all the same (serverMessage's `alsoStatuses`). */
  alsoStatuses?: readonly number[]
}

/** One failed request as a destructive toast's content. */
export function errorToast(
  error: unknown,
  { title = "Error", fallback, reason = "append", alsoStatuses }: ErrorToastOptions
): ErrorToast {
  if (typeof reason === "function") return { variant: "destructive", title, description: reason(error) }
  if (reason === "none") return { variant: "destructive", title, description: fallback }
  const message = serverMessage(error, alsoStatuses)
  // No reason the operator can act on: the spec's text, then what went wrong in plain words.
  const description = message
    ? reason === "replace"
      ? message
      : withReason(fallback, message)
    : withReason(fallback, plainReason(error))
  return { variant: "destructive", title, description }
}

/** Every mutation's catch: `catch (e) { toastApiError(e, { fallback: "Failed to delete campaign" }) }`. */
export function toastApiError(error: unknown, options: ErrorToastOptions) {
  return toast(errorToast(error, options))
}
