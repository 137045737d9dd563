import { fixedClock } from "../../worker/src/context/clock"
import { openUnit, type UnitParts } from "../../worker/src/context/ctx"
import type { DB } from "../../worker/src/db/client"
import type { Env } from "../../worker/src/env"
import type { Providers } from "../../worker/src/providers"
import type { PlacesProvider } from "../../worker/src/providers/places/places-provider"
import { parseSettings } from "../../worker/src/settings/registry"

/**
 * The worker's context for services run in Node (context/ctx.ts): the bench's database and queue
 * stand-ins, a fixed clock when given, and no live room (the flush has nowhere to go).
 */
export function benchCtx(db: DB, env: Env, parts: Omit<UnitParts, "db" | "clock"> & { now?: number } = {}) {
  const { now, ...rest } = parts
  return openUnit(env, {
    db,
    send: async () => {},
    ...(now === undefined ? {} : { clock: fixedClock(now) }),
    ...rest,
  }).ctx
}

/** Settings and providers for a scraping run on `provider` with an hourly budget of `perHour`. */
export const placesStandIn = (env: Env, provider: PlacesProvider, perHour: number) => ({
  settings: { ...parseSettings(new Map(), env), maps_queries_per_hour: perHour },
  providers: { places: { name: "places", mode: "sandbox", reason: "bench", provider } } as unknown as Providers,
})
