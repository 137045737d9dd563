/** One zod issue as the worker's error envelope carries it. */
export type ApiIssue = { path?: (string | number)[]; message: string; code?: string }

/** The worker's error envelope: `{ error: { code, message, issues?, ...details } }`. */
export type ErrorEnvelope = {
  error: { code: string; message?: string; issues?: ApiIssue[]; [detail: string]: unknown }
}

function isEnvelope(body: unknown): body is ErrorEnvelope {
  if (!body || typeof body !== "object" || !("error" in body)) return false
  const error = (body as { error: unknown }).error
  return !!error && typeof error === "object" && typeof (error as { code?: unknown }).code === "string"
}

/**
 * A non-2xx answer. `message` is the server's human text when it sent one; `statusLine` is SPEC §8's
 * "<status>: <body text or status text>" for places that show the raw failure.
 */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly issues: ApiIssue[]
  /** The parsed JSON body (or the raw text when it was not JSON). */
  readonly body: unknown
  readonly statusLine: string

  constructor(status: number, statusText: string, bodyText: string) {
    let body: unknown = bodyText
    try {
      body = bodyText ? JSON.parse(bodyText) : undefined
    } catch {
      // Not JSON (e.g. a proxy's HTML error page): keep the text.
    }
    const statusLine = `${status}: ${bodyText || statusText}`
    const envelope = isEnvelope(body) ? body.error : undefined
    super(envelope?.message || statusLine)
    this.name = "ApiError"
    this.status = status
    this.code = envelope?.code ?? `http_${status}`
    this.issues = envelope?.issues ?? []
    this.body = body
    this.statusLine = statusLine
  }

  /** Extra fields the server spread into the error object (e.g. `existing` on a 409). */
  detail<T = unknown>(key: string): T | undefined {
    return isEnvelope(this.body) ? (this.body.error[key] as T | undefined) : undefined
  }
}
