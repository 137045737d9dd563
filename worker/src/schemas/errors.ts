/**
 * The error envelope every failing API answer carries, shared by the worker (lib/errors.ts) and the
 * web client (`@shared/errors`). No imports: the web bundle includes this file.
 */

/** One refused field. `path` is the field's dotted path ("phone", "contacts.3.phone"), "" for the body. */
export interface ErrorIssue {
  path: string
  message: string
}

/** `{ error: { code, message, issues?, ...details } }`; details are extra fields (e.g. `existing` on a 409). */
export interface ErrorBody {
  error: { code: string; message: string; issues?: ErrorIssue[] } & Record<string, unknown>
}

/** The top-level field an issue is about ("contacts.3.phone" -> "contacts"), "" for the whole body. */
export const issueField = (issue: Pick<ErrorIssue, "path">) => issue.path.split(".")[0] ?? ""
