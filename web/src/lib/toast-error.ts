import { toast } from "@/hooks/use-toast"
import { ApiError } from "./api-error"

export type ErrorToast = { variant: "destructive"; title: string; description: string }

/**
 * The server's own explanation of a refused request (a 4xx envelope's message), or null: a 5xx,
 * a proxy's page or a network failure has nothing the operator can act on.
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status >= 500) return null
  return error.message && error.message !== error.statusLine ? error.message : null
}

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
}

/** One failed request as a destructive toast's content. */
export function errorToast(
  error: unknown,
  { title = "Error", fallback, reason = "append" }: ErrorToastOptions
): ErrorToast {
  if (typeof reason === "function") return { variant: "destructive", title, description: reason(error) }
  const message = reason === "none" ? null : serverMessage(error)
  const description = !message ? fallback : reason === "replace" ? message : `${fallback}. ${message}`
  return { variant: "destructive", title, description }
}

/** Every mutation's catch: `catch (e) { toastApiError(e, { fallback: "Failed to delete campaign" }) }`. */
export function toastApiError(error: unknown, options: ErrorToastOptions) {
  return toast(errorToast(error, options))
}
