/**
 * Keyset (cursor) paging, shared by the contacts list and Call History. A cursor is an opaque
 * string naming a position in a sorted list: the sort it belongs to and one row's sort keys, id
 * last. `after=` reads the page that follows it and `before=` the page that precedes it, each a
 * walk of an index from that position, so any depth costs about the rows of a page (OFFSET steps
 * over every row before the page). No worker-only imports: the web bundle includes this file.
 */
import { z } from "zod"
import type { pageCursorsSchema } from "./api-routes/shared"

/** One sort key: text, a number, or NULL (a call without a result or contact). */
export type CursorKey = string | number | null

export interface PageCursor {
  /** The list and sort it belongs to ("contacts", or a Call History sort). */
  sort: string
  /** The row's sort keys, its id last. */
  keys: CursorKey[]
  /** The row itself belongs to the page (a page polled from its first row on). */
  inclusive: boolean
}

/** Longer than any cursor the API makes (three keys, a 200-character name). */
const MAX_CURSOR_CHARS = 1024

export const CURSOR_INVALID_MESSAGE = "This page link is not valid: go back to page 1."

function toBase64Url(text: string) {
  let binary = ""
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")
}

function fromBase64Url(s: string): string | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(s) || s.length % 4 === 1) return undefined
  const binary = atob(s.replace(/-/g, "+").replace(/_/g, "/"))
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(
      Uint8Array.from(binary, (ch) => ch.charCodeAt(0))
    )
  } catch {
    return undefined
  }
}

export const encodeCursor = (c: PageCursor) => toBase64Url(JSON.stringify([c.sort, c.inclusive ? 1 : 0, ...c.keys]))

const isKey = (v: unknown): v is CursorKey =>
  v === null || typeof v === "string" || (typeof v === "number" && Number.isFinite(v))

/** The cursor a string encodes, or undefined when it is not one the API made. */
export function decodeCursor(s: string): PageCursor | undefined {
  const text = s.length <= MAX_CURSOR_CHARS ? fromBase64Url(s) : undefined
  if (text === undefined) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!Array.isArray(parsed) || parsed.length < 3) return undefined
  const [sort, inclusive, ...keys] = parsed as unknown[]
  if (typeof sort !== "string" || (inclusive !== 0 && inclusive !== 1) || !keys.every(isKey)) return undefined
  return { sort, keys, inclusive: inclusive === 1 }
}

/** A query parameter holding a cursor: decoded, or a 400 with CURSOR_INVALID_MESSAGE. */
export const cursorParam = z
  .string()
  .trim()
  .transform((s, ctx) => {
    const cursor = decodeCursor(s)
    if (cursor) return cursor
    ctx.addIssue({ code: "custom", message: CURSOR_INVALID_MESSAGE })
    return z.NEVER
  })

/** What each sort key may hold: an integer, text, or either one or NULL ("?"). */
export type KeyKind = "int" | "text" | "int?" | "text?"

const fits = (v: CursorKey, kind: KeyKind) =>
  (v === null && kind.endsWith("?")) ||
  (typeof v === "number" && kind.startsWith("int") && Number.isSafeInteger(v)) ||
  (typeof v === "string" && kind.startsWith("text"))

/** The cursor belongs to this sort and its keys (id last) have the sort's kinds. */
export const cursorFits = (c: PageCursor, sort: string, kinds: readonly KeyKind[]) =>
  c.sort === sort &&
  c.keys.length === kinds.length + 1 &&
  kinds.every((kind, i) => fits(c.keys[i]!, kind)) &&
  fits(c.keys[kinds.length]!, "int")

/**
 * The 400 issues of a list query's `after` / `before`: at most one of them, and one made for the
 * sort asked for (a cursor from another sort names no position in this one).
 */
export function cursorIssues(
  q: { after?: PageCursor; before?: PageCursor },
  sort: string,
  kinds: readonly KeyKind[],
  ctx: z.RefinementCtx
) {
  if (q.after && q.before)
    ctx.addIssue({ code: "custom", path: ["before"], message: "Send after or before, not both." })
  for (const key of ["after", "before"] as const) {
    const c = q[key]
    if (c && !cursorFits(c, sort, kinds)) ctx.addIssue({ code: "custom", path: [key], message: CURSOR_INVALID_MESSAGE })
  }
}

/** A page's cursors from its first and last rows' keys (id last), in the order shown. */
export function pageCursors(sort: string, first?: CursorKey[], last?: CursorKey[]): PageCursors {
  if (!first || !last) return { prevCursor: null, nextCursor: null, pageCursor: null }
  return {
    prevCursor: encodeCursor({ sort, keys: first, inclusive: false }),
    nextCursor: encodeCursor({ sort, keys: last, inclusive: false }),
    pageCursor: encodeCursor({ sort, keys: first, inclusive: true }),
  }
}

// The answers' types, derived from the route table's response schemas.
export type PageCursors = z.infer<typeof pageCursorsSchema>
