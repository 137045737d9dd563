/**
 * A location's search area, resolved once per provider and then read from D1: any city, ZIP code
 * or neighbourhood costs one billed lookup, the first time it is searched.
 */
import { eq } from "drizzle-orm"
import type { DB } from "../../db/client"
import { placeAreas } from "../../db/schema"
import type { PlacesProvider, ResolvedArea } from "../../providers/places/places-provider"

/** "Grand Rapids,  mi" and "grand rapids, MI" are one location. */
export const areaKey = (kind: PlacesProvider["kind"], location: string) =>
  `${kind}:${location
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/\s*,\s*/g, ", ")}`

export async function cachedArea(db: DB, kind: PlacesProvider["kind"], location: string): Promise<ResolvedArea | null> {
  const [row] = await db
    .select()
    .from(placeAreas)
    .where(eq(placeAreas.key, areaKey(kind, location)))
  if (!row) return null
  return {
    name: row.name,
    viewport: {
      low: { latitude: row.lowLat, longitude: row.lowLng },
      high: { latitude: row.highLat, longitude: row.highLng },
    },
    center: { latitude: row.centerLat, longitude: row.centerLng },
  }
}

/** Keeps the first area stored for a location, unless `replace` (the cached one was the wrong place). */
export async function storeArea(
  db: DB,
  kind: PlacesProvider["kind"],
  location: string,
  area: ResolvedArea,
  { replace = false } = {}
) {
  const values = {
    key: areaKey(kind, location),
    name: area.name,
    lowLat: area.viewport.low.latitude,
    lowLng: area.viewport.low.longitude,
    highLat: area.viewport.high.latitude,
    highLng: area.viewport.high.longitude,
    centerLat: area.center.latitude,
    centerLng: area.center.longitude,
  }
  const { key: _key, ...update } = values
  const insert = db.insert(placeAreas).values(values)
  await (replace ? insert.onConflictDoUpdate({ target: placeAreas.key, set: update }) : insert.onConflictDoNothing())
}
