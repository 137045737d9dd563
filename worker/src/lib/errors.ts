import type { ContentfulStatusCode } from "hono/utils/http-status"

/** A domain failure with a stable code the web app can act on. Mapped to the error envelope by onError. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details?: Record<string, unknown>
  ) {
    super(message)
  }
}

export const notFound = (what: string) =>
  new AppError("not_found", 404, `${what} not found`)

export interface ErrorIssue {
  path: string
  message: string
}

export interface ErrorBody {
  error: { code: string; message: string; issues?: ErrorIssue[] } & Record<
    string,
    unknown
  >
}
