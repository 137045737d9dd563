import type { ContentfulStatusCode } from "hono/utils/http-status"
import { scrubSecrets } from "./secret-scrub"

export type { ErrorBody, ErrorIssue } from "../schemas/errors"

/**
 * An error whose message we wrote for people, so publicMessage passes it on: our AppErrors, and a
 * provider adapter's (VoiceProviderError), built from the vendor's documented error body. The message
 * is scrubbed of secrets here, once for every path it takes (an answer, a stored row, an e-mail): a
 * vendor's text may echo the request that carried our keys.
 */
export class PublicError extends Error {
  constructor(message: string) {
    super(scrubSecrets(message))
  }
}

/** A domain failure with a stable code the web app can act on. Mapped to the error envelope by onError. */
export class AppError extends PublicError {
  constructor(
    readonly code: string,
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details?: Record<string, unknown>
  ) {
    super(message)
  }
}

export const notFound = (what: string) => new AppError("not_found", 404, `${what} not found`)

/**
 * The text of `err` that may reach a client, a stored field the UI shows, or a live event. Only
 * messages we wrote for people are shown: our AppErrors and the voice adapter's, which it builds
 * from the vendor's documented error body. Anything else (a D1/drizzle "Failed query: ..." with
 * its SQL, a TypeError) is logged and replaced by `fallback`.
 */
export function publicMessage(err: unknown, fallback: string): string {
  if (err instanceof PublicError && err.message) return err.message
  console.error(err)
  return fallback
}
