import { type ErrorBody, type ErrorIssue, issueField } from "@shared/errors"

export type { ErrorIssue } from "@shared/errors"

function isEnvelope(body: unknown): body is ErrorBody {
  if (!body || typeof body !== "object" || !("error" in body)) return false
  const error = (body as { error: unknown }).error
  return !!error && typeof error === "object" && typeof (error as { code?: unknown }).code === "string"
}

// A proxy or an older server may send something else: keep only issues of the shared shape.
const validIssues = (issues: unknown): ErrorIssue[] =>
  Array.isArray(issues)
    ? issues.filter(
        (i): i is ErrorIssue =>
          !!i && typeof i === "object" && typeof i.path === "string" && typeof i.message === "string"
      )
    : []

/**
 * A non-2xx answer. `message` is the server's human text when it sent one; `statusLine` is SPEC §8's
 * "<status>: <body text or status text>" for places that show the raw failure.
 */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly issues: ErrorIssue[]
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
    this.issues = validIssues(envelope?.issues)
    this.body = body
    this.statusLine = statusLine
  }

  /** Extra fields the server spread into the error object (e.g. `existing` on a 409). */
  detail<T = unknown>(key: string): T | undefined {
    return isEnvelope(this.body) ? (this.body.error[key] as T | undefined) : undefined
  }
}

/**
 * The server's message for each of `fields` it refused (the first one per field), for a form's
 * setError: `issues[].path` is the field's dotted path ("phone", "contacts.3.phone").
 */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): [F, string][] {
  if (!(error instanceof ApiError)) return []
  const out = new Map<F, string>()
  for (const issue of error.issues) {
    const field = issueField(issue) as F
    if (fields.includes(field) && !out.has(field)) out.set(field, issue.message)
  }
  return [...out]
}
