/**
 * Getting past the 60-results-per-query cap: an adaptive grid over the searched area.
 *
 * A query restricted to a rectangle returns at most 60 places (3 pages of 20). When a cell comes
 * back full, more places hide in it: it is split into four and each part is searched, recursively,
 * until the job has what it wants or no part is full. Every split re-finds the parent's places (they
 * are deduplicated by place id), so each level of splitting costs requests that find nothing new.
 * The first query says how dense the area is: when its first page is already full and the job wants
 * more than the rest of that query could give, the area is split at once into a grid sized for the
 * job (about 40 wanted places a cell), skipping the levels of useless parent searches in between.
 * Cells are searched breadth first (a child re-finds part of its parent's places; a cell not yet
 * searched finds only new ones), and siblings densest first (by how many of the parent's results fell
 * in each), so a job that stops at Max Results stops early.
 *
 * Pure functions over a JSON cursor that lives in D1 (scraping_jobs.cursor); one provider request per
 * step (scrape-step.ts).
 */
import { type LatLng, MAX_RESULTS_PER_QUERY, PAGE_SIZE, type Rect } from "../../providers/places/places-provider"

/** A cell to search: its rectangle (rounded) and how many splits deep it is. */
export interface Cell {
  /** [lowLat, lowLng, highLat, highLng] */
  r: [number, number, number, number]
  d: number
}

export interface GridCursor {
  v: 1
  /** The resolved area; null until the location is resolved. */
  area: Cell["r"] | null
  /** Cells still to search, the next one first. */
  frontier: Cell[]
  /** The cell being paged: its next page token and the results it gave so far. */
  current: { cell: Cell; pageToken: string | null; results: number } | null
}

/** Splitting stops at about 200 m or 6 levels below the starting grid: Google's own zoom floor. */
export const MIN_CELL_DEGREES = 0.002
export const MAX_DEPTH = 6
/** A starting grid aims at this many wanted places a cell, comfortably under the 60 cap. */
export const PLACES_PER_START_CELL = 40
export const MAX_START_GRID = 16

export const newCursor = (): GridCursor => ({ v: 1, area: null, frontier: [], current: null })

const round = (n: number) => Math.round(n * 1e6) / 1e6
export const toRect = ([lowLat, lowLng, highLat, highLng]: Cell["r"]): Rect => ({
  low: { latitude: lowLat, longitude: lowLng },
  high: { latitude: highLat, longitude: highLng },
})
export const fromRect = (rect: Rect): Cell["r"] => [
  round(rect.low.latitude),
  round(rect.low.longitude),
  round(rect.high.latitude),
  round(rect.high.longitude),
]

export function withArea(cursor: GridCursor, area: Rect): GridCursor {
  const r = fromRect(area)
  return { ...cursor, area: r, frontier: [{ r, d: 0 }], current: null }
}

/** What the next step asks the provider, or "done" when nothing is left to search. */
export type NextRequest =
  | { kind: "resolve" }
  | { kind: "page"; cell: Cell; pageToken: string | null; cursor: GridCursor }
  | { kind: "done" }

export function nextRequest(cursor: GridCursor): NextRequest {
  if (!cursor.area) return { kind: "resolve" }
  if (cursor.current) return { kind: "page", cell: cursor.current.cell, pageToken: cursor.current.pageToken, cursor }
  const [cell, ...rest] = cursor.frontier
  if (!cell) return { kind: "done" }
  return {
    kind: "page",
    cell,
    pageToken: null,
    cursor: { ...cursor, frontier: rest, current: { cell, pageToken: null, results: 0 } },
  }
}

/** Split a rectangle into n x n equal cells. */
export function splitCell([lowLat, lowLng, highLat, highLng]: Cell["r"], n: number, depth: number): Cell[] {
  const dLat = (highLat - lowLat) / n
  const dLng = (highLng - lowLng) / n
  const cells: Cell[] = []
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      cells.push({
        r: [
          round(lowLat + i * dLat),
          round(lowLng + j * dLng),
          round(i === n - 1 ? highLat : lowLat + (i + 1) * dLat),
          round(j === n - 1 ? highLng : lowLng + (j + 1) * dLng),
        ],
        d: depth,
      })
    }
  }
  return cells
}

const canSplit = (cell: Cell) =>
  cell.d < MAX_DEPTH && Math.min(cell.r[2] - cell.r[0], cell.r[3] - cell.r[1]) / 2 >= MIN_CELL_DEGREES

const inside = ([lowLat, lowLng, highLat, highLng]: Cell["r"], p: LatLng) =>
  p.latitude >= lowLat && p.latitude <= highLat && p.longitude >= lowLng && p.longitude <= highLng

/** Densest first: the parent's results that fell in each child are the best guess of its density. */
function densestFirst(children: Cell[], sample: readonly (LatLng | null)[]): Cell[] {
  const hits = children.map((c) => sample.filter((p) => p && inside(c.r, p)).length)
  return children
    .map((c, i) => ({ c, h: hits[i] ?? 0, i }))
    .sort((a, b) => b.h - a.h || a.i - b.i)
    .map((x) => x.c)
}

/**
 * The starting grid's side: enough cells that each holds about PLACES_PER_START_CELL of the places
 * still wanted, given the share of examined places the job keeps (its filters' yield).
 */
export function startGridSide(wanted: number, yieldRatio: number) {
  const places = wanted / Math.max(0.1, Math.min(1, yieldRatio))
  return Math.min(MAX_START_GRID, Math.max(2, Math.ceil(Math.sqrt(places / PLACES_PER_START_CELL))))
}

export interface PageOutcome {
  placesOnPage: number
  nextPageToken: string | null
  /** Where this page's places are (the density sample for a split). */
  locations: readonly (LatLng | null)[]
  /** Contacts the job still wants after this page. */
  wanted: number
  /** Share of examined places the job has kept so far (0..1); 1 before any. */
  yieldRatio: number
}

/** The cursor after a page of the current cell. */
export function afterPage(cursor: GridCursor, page: PageOutcome): GridCursor {
  const current = cursor.current
  if (!current) return cursor
  const results = current.results + page.placesOnPage
  const cell = current.cell
  // The area's first page is full and the job wants more than the rest of this query could give
  // (at most 40 more places): its other pages would only be found again inside the grid.
  const firstPageOfArea = cell.d === 0 && current.pageToken === null && results >= PAGE_SIZE
  const restOfQuery = (MAX_RESULTS_PER_QUERY - results) * Math.max(0.1, page.yieldRatio)
  if (firstPageOfArea && page.nextPageToken && page.wanted > restOfQuery && canSplit(cell)) {
    return split(cursor, cell, startGridSide(page.wanted, page.yieldRatio), page.locations)
  }
  if (page.nextPageToken && results < MAX_RESULTS_PER_QUERY) {
    return { ...cursor, current: { cell, pageToken: page.nextPageToken, results } }
  }
  const full = results >= MAX_RESULTS_PER_QUERY
  if (full && canSplit(cell) && page.wanted > 0) {
    const side = cell.d === 0 ? startGridSide(page.wanted, page.yieldRatio) : 2
    return split(cursor, cell, side, page.locations)
  }
  return { ...cursor, current: null }
}

function split(cursor: GridCursor, cell: Cell, side: number, sample: readonly (LatLng | null)[]): GridCursor {
  const children = densestFirst(splitCell(cell.r, side, cell.d + 1), sample)
  // Breadth first: a child re-finds part of its parent's places, a cell not yet searched does not.
  return { ...cursor, current: null, frontier: [...cursor.frontier, ...children] }
}

/** A fixed grid of ~`km` cells over the area, nearest the centre first (the benchmark's baseline). */
export function fixedGrid(area: Cell["r"], km: number): Cell[] {
  const [lowLat, lowLng, highLat, highLng] = area
  const midLat = (lowLat + highLat) / 2
  const rows = Math.max(1, Math.round(((highLat - lowLat) * 111.32) / km))
  const cols = Math.max(1, Math.round(((highLng - lowLng) * 111.32 * Math.cos((midLat * Math.PI) / 180)) / km))
  const cells: Cell[] = []
  const dLat = (highLat - lowLat) / rows
  const dLng = (highLng - lowLng) / cols
  for (let i = 0; i < rows; i++) {
    for (let j = 0; j < cols; j++) {
      cells.push({ r: [lowLat + i * dLat, lowLng + j * dLng, lowLat + (i + 1) * dLat, lowLng + (j + 1) * dLng], d: 99 })
    }
  }
  const midLng = (lowLng + highLng) / 2
  const dist = (c: Cell) => Math.hypot((c.r[0] + c.r[2]) / 2 - midLat, (c.r[1] + c.r[3]) / 2 - midLng)
  return cells.sort((a, b) => dist(a) - dist(b))
}
