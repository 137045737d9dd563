import type { Ctx } from "../context/ctx"
import { providerStatuses } from "../providers"
import type { SystemStatus } from "../schemas/api-routes/settings"
import { placesRateLimited, vapiRateLimited } from "./system/provider-health"
import { type CheckView, providerChecks } from "./system/provider-checks"
import { voiceMessagesSeen, WEBHOOK_RECENT_MS } from "./system/webhook-seen"

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

/**
 * A light from its real check: green only when the provider (or the sandbox) answered yes; a key
 * the provider refused is "error", no key on a deployed server "disconnected".
 */
function light(check: CheckView) {
  if (check.state === "not_configured") return "disconnected" as const
  if (check.state === "failed") return "error" as const
  return "connected" as const
}

const checkOut = (c: CheckView) => ({ ...c, checkedAt: iso(c.checkedAt) })

/**
 * SPEC §2.1/§4 lights, each from a cached real check (services/system/provider-checks.ts), never
 * from a saved key alone. rate_limited: the provider answered 429 within the last minute. The sheets
 * light is red until a spreadsheet is set and the service account can open it. `refresh` asks
 * every provider again.
 */
export async function getSystemStatus(ctx: Ctx, { refresh = false } = {}): Promise<SystemStatus> {
  const { db, env } = ctx
  const [settings, providers] = await Promise.all([ctx.settings(), ctx.providers()])
  const { voice, places, sheets } = providers
  const now = ctx.clock.now()
  const [checks, seen, vapiLimited, placesLimited] = await Promise.all([
    providerChecks({ db, env, settings, providers }, { force: refresh, now }),
    voiceMessagesSeen(db),
    vapiRateLimited(db, now),
    placesRateLimited(db, now),
  ])
  const vapi = light(checks.voice)
  const maps = light(checks.places)
  const sheetsLight = light(checks.sheets)
  return {
    vapi: vapi === "connected" && voice.mode === "real" && vapiLimited ? "rate_limited" : vapi,
    // Without a spreadsheet there is nothing connected yet (SPEC §4: connected only once it is reached).
    sheets: sheetsLight === "error" && checks.sheets.checkedAt === null ? "disconnected" : sheetsLight,
    maps: maps === "connected" && places.mode === "real" && placesLimited ? "rate_limited" : maps,
    email: light(checks.email),
    checks: {
      voice: checkOut(checks.voice),
      places: checkOut(checks.places),
      sheets: checkOut(checks.sheets),
      email: checkOut(checks.email),
    },
    webhooks: {
      receiving: seen.vapi !== null && now - seen.vapi < WEBHOOK_RECENT_MS,
      lastAt: iso(seen.vapi),
      recentMinutes: WEBHOOK_RECENT_MS / 60_000,
    },
    sandbox: { voice: voice.mode === "sandbox", places: places.mode === "sandbox", sheets: sheets.mode === "sandbox" },
    providers: providerStatuses(providers),
  }
}
