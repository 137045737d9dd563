/**
 * A search of several phrases sharing one job's results (an AI Automation category: "plumber",
 * "electrician", "HVAC contractor", ... sharing Home & Property's 500), over one area.
 *
 * How the results are shared, by what the area really holds:
 * 1. Each phrase starts with its share of the total, by its weight (how common such businesses are:
 *    schemas/automation-phrases.ts), and is searched with the grid (grid.ts) until it stored its share
 *    or the area has no more of it. Phrases go one after another, in the plan's order.
 * 2. When every phrase had its turn and the job still wants more (some phrase ran out before its
 *    share: the area holds fewer of it), what is left is shared again, by weight, among the phrases
 *    whose search still has results (a next page or cells not searched), and they go on where they
 *    stopped. This repeats until the job has its total or no phrase has anything left.
 * So a dense city's mix follows the weights, and a small town's follows what it has. A page is kept
 * only up to its phrase's share (`wanted`): the rest of its last page stays unseen, for a later page, so
 * the phrases before the last never leave it short. A place two phrases find is examined once (the job's
 * scraped_places, by place id), stored once (by phone), and counts for the phrase that found it first.
 *
 * Pure functions over the JSON cursor in scraping_jobs.cursor (v2); a job of one phrase (Maps
 * Scraping, and the category jobs of runs launched before phrases existed) keeps the grid's own
 * cursor (v1), read here too, so a job in progress carries on with the shape it was written with.
 */
import type { Rect } from "../../providers/places/places-provider"
import { shareOut } from "../../schemas/automation-phrases"
import {
  afterPage,
  type Cell,
  fromRect,
  type GridCursor,
  newCursor,
  nextRequest,
  type PageOutcome,
  withArea,
} from "./grid"

export interface PhraseState {
  /** The phrase searched. */
  q: string
  /** Its weight in the plan (shares are split by it). */
  w: number
  /** Results it may store so far (its first share, plus what later rounds gave it). */
  share: number
  /** Results it stored. */
  stored: number
  grid: GridCursor
  /** Its search has nothing left in the area. */
  done: boolean
}

export interface PhraseCursor {
  v: 2
  area: Cell["r"] | null
  /** The phrase whose turn it is. */
  at: number
  phrases: PhraseState[]
}

export type JobCursor = GridCursor | PhraseCursor

export const isPhraseCursor = (c: JobCursor): c is PhraseCursor => c.v === 2

export function newPhraseCursor(plan: readonly { phrase: string; weight: number; share: number }[]): PhraseCursor {
  return {
    v: 2,
    area: null,
    at: 0,
    phrases: plan.map((p) => ({ q: p.phrase, w: p.weight, share: p.share, stored: 0, grid: newCursor(), done: false })),
  }
}

/** A job's cursor as stored: none yet (a one-phrase job before its area), v1 or v2. */
export function parseJobCursor(text: string | null): JobCursor {
  if (!text) return newCursor()
  try {
    const parsed = JSON.parse(text) as JobCursor
    return parsed && (parsed.v === 1 || parsed.v === 2) ? parsed : newCursor()
  } catch {
    return newCursor()
  }
}

export function jobWithArea(cursor: JobCursor, area: Rect): JobCursor {
  if (!isPhraseCursor(cursor)) return withArea(cursor, area)
  return {
    ...cursor,
    area: fromRect(area),
    phrases: cursor.phrases.map((p) => ({ ...p, grid: withArea(newCursor(), area) })),
  }
}

export type JobNext =
  | { kind: "resolve" }
  | { kind: "done" }
  | {
      kind: "page"
      /** The phrase to search. */
      text: string
      cell: Cell
      pageToken: string | null
      /** The cursor with this request taken (what afterJobPage continues from). */
      cursor: JobCursor
      /** The phrase's index; null for a one-phrase job. */
      phrase: number | null
      /** Results this request's phrase still wants. */
      wanted: number
    }

/**
 * The next request. `query` is the job's own phrase (a one-phrase job); `jobWanted` the results the
 * job still wants (its max minus what it stored).
 */
export function nextJobRequest(cursor: JobCursor, query: string, jobWanted: number): JobNext {
  if (!isPhraseCursor(cursor)) {
    const next = nextRequest(cursor)
    return next.kind === "page" ? { ...next, text: query, phrase: null, wanted: jobWanted } : next
  }
  if (!cursor.area) return { kind: "resolve" }
  if (jobWanted <= 0) return { kind: "done" }
  let c: PhraseCursor = { ...cursor, phrases: cursor.phrases.map((p) => ({ ...p })) }
  // Each pass either finds a request, marks a phrase done, or moves on: bounded by the phrases' count.
  for (let guard = 0; guard < 4 * c.phrases.length + 4; guard++) {
    const phrase = c.phrases[c.at]
    if (!phrase) {
      const open = c.phrases.map((p, i) => ({ p, i })).filter(({ p }) => !p.done)
      if (!open.length) return { kind: "done" }
      // Every phrase had its turn: what is left goes to those with results left, by weight.
      const shares = shareOut(
        open.map(({ p, i }) => ({ i, weight: p.w })),
        jobWanted
      )
      for (const { i, share } of shares) c.phrases[i]!.share = c.phrases[i]!.stored + share
      c = { ...c, at: open[0]!.i }
      continue
    }
    if (phrase.done || phrase.stored >= phrase.share) {
      c = { ...c, at: c.at + 1 }
      continue
    }
    const next = nextRequest(phrase.grid)
    if (next.kind !== "page") {
      phrase.done = true
      c = { ...c, at: c.at + 1 }
      continue
    }
    phrase.grid = next.cursor
    return {
      kind: "page",
      text: phrase.q,
      cell: next.cell,
      pageToken: next.pageToken,
      cursor: c,
      phrase: c.at,
      wanted: Math.min(jobWanted, phrase.share - phrase.stored),
    }
  }
  return { kind: "done" }
}

/** The cursor after a page: `stored` is what the page added to the job. */
export function afterJobPage(
  next: Extract<JobNext, { kind: "page" }>,
  page: Omit<PageOutcome, "wanted">,
  stored: number
): JobCursor {
  const outcome = { ...page, wanted: Math.max(0, next.wanted - stored) }
  if (!isPhraseCursor(next.cursor) || next.phrase === null) return afterPage(next.cursor as GridCursor, outcome)
  const phrases = next.cursor.phrases.map((p, i) => {
    if (i !== next.phrase) return p
    const total = p.stored + stored
    let grid = afterPage(p.grid, outcome)
    // The phrase has its share and hands over its turn. A page token would be stale by the time a
    // later round comes back to it (Google refuses old tokens): the cell goes back first in line instead.
    if (total >= p.share && grid.current) {
      grid = { ...grid, current: null, frontier: [grid.current.cell, ...grid.frontier] }
    }
    return { ...p, grid, stored: total, done: nextRequest(grid).kind === "done" }
  })
  return { ...next.cursor, phrases }
}

/** The page token the next request sends, if it continues a cell (a refused one is retried once). */
export function pageTokenOf(cursor: JobCursor): string | null {
  if (!isPhraseCursor(cursor)) return cursor.current?.pageToken ?? null
  return cursor.phrases[cursor.at]?.grid.current?.pageToken ?? null
}
