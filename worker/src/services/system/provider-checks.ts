/**
 * Each provider's light comes from a real request to it (a refused key turns it red with the
 * reason), never from a saved string alone. A result is kept in system_state (`provider_checks`)
 * with its time and a fingerprint of what it checked, so the status poll and the dashboard reuse
 * it: CHECK_TTL_MS when it passed, FAILED_CHECK_TTL_MS when it failed, and at once again when the
 * key, the spreadsheet or the sender changed (the fingerprint no longer matches). The cron refreshes
 * stale results; Refresh asks for fresh ones (`force`).
 */
import type { Ctx } from "../../context/ctx"
import type { DB } from "../../db/client"
import type { Env } from "../../env"
import type { Providers } from "../../providers"
import { spreadsheetIdFrom } from "../../providers/sheets/sheets-provider"
import { SheetsError } from "../../providers/sheets/sheets-provider"
import type { Settings } from "../../settings/registry"
import type { CheckName, ProviderCheckState } from "../../settings/state-registry"
import type { SheetsConfig } from "../../schemas/sheets"
import type { SqlStatement } from "../../db/sql/sql-port"
import { patchStateStatement, readState, stateFromRows } from "../../settings/state-store"
import { readSheetsConfig } from "../sheets/sheets-config"
import { secretFingerprint } from "../voice/webhook-secret"

/**
 * A passing check is trusted for 5 minutes: a revoked key turns red within that, while the checks
 * stay at about 12 cheap reads an hour per provider (the status is read on every page load). Five
 * minutes is also how long the web keeps settings and the sheets status fresh (SPEC §9).
 */
export const CHECK_TTL_MS = 5 * 60_000
/** A failing one is tried again after a minute: the operator is likely fixing it right now. */
export const FAILED_CHECK_TTL_MS = 60_000

export type CheckState = "ok" | "failed" | "sandbox" | "not_configured"

export interface CheckView {
  state: CheckState
  /** In the operator's words (never a key): what was found, or what to do. */
  message: string
  /** When the provider was last asked; null when nothing was asked (sandbox, not configured). */
  checkedAt: number | null
}

export interface Outcome {
  ok: boolean
  message: string
  /** The provider answered and refused the key (not stored: the light shows only ok / failed). */
  refused?: boolean
}

/** One request to a provider: the results it gives (email gives the key and the sender). */
interface CheckJob {
  names: CheckName[]
  /** What is checked, as plain text (hashed before it is stored: it may hold a key). */
  subject: string
  run: () => Promise<Partial<Record<CheckName, Outcome>>>
}

const fresh = (c: ProviderCheckState | undefined, fingerprint: string, now: number) =>
  !!c && c.fingerprint === fingerprint && now - c.checkedAt < (c.ok ? CHECK_TTL_MS : FAILED_CHECK_TTL_MS)

const toView = (c: ProviderCheckState): CheckView => ({
  state: c.ok ? "ok" : "failed",
  message: c.message,
  checkedAt: c.checkedAt,
})

/** A slot that is not real answers its mode without asking anyone. */
function modeView(slot: { mode: string; reason: string }): CheckView | null {
  if (slot.mode === "not_configured") return { state: "not_configured", message: slot.reason, checkedAt: null }
  if (slot.mode === "sandbox") return { state: "sandbox", message: slot.reason, checkedAt: null }
  return null
}

/**
 * Runs the jobs whose results are missing or stale (all of them with `force`), in parallel, and
 * stores what they found in one merge; answers every job's results.
 */
async function runJobs(
  db: DB,
  jobs: CheckJob[],
  force: boolean,
  now: number,
  outcomes: Partial<Record<CheckName, Outcome>> = {}
) {
  const stored = jobs.length ? await readState(db, "provider_checks") : {}
  const out: Partial<Record<CheckName, CheckView>> = {}
  const patch: Partial<Record<CheckName, ProviderCheckState>> = {}
  await Promise.all(
    jobs.map(async (job) => {
      const fingerprint = await secretFingerprint(job.subject)
      if (!force && job.names.every((n) => fresh(stored[n], fingerprint, now))) {
        for (const n of job.names) out[n] = toView(stored[n]!)
        return
      }
      const results = await job.run()
      for (const n of job.names) {
        const r = results[n] ?? { ok: false, message: "The check did not answer." }
        outcomes[n] = r
        patch[n] = { ok: r.ok, message: r.message, checkedAt: now, fingerprint }
        out[n] = toView(patch[n])
      }
    })
  )
  if (Object.keys(patch).length) {
    const { sql, params } = patchStateStatement("provider_checks", patch, now)
    await db.port.run(sql, params)
  }
  return out
}

export type ProviderChecks = Record<"voice" | "places" | "sheets" | "email" | "emailSender", CheckView>

/** A unit's ctx with its settings and providers already read (the checklist's SetupContext is one). */
export type ChecksContext = Pick<Ctx, "db" | "env"> & { settings: Settings; providers: Providers }

/** The voice, places, sheets and e-mail checks: cached results, or fresh ones where stale. */
export async function providerChecks(
  ctx: ChecksContext,
  { force = false, now = Date.now() } = {}
): Promise<ProviderChecks> {
  const { views, jobs } = planChecks(ctx, await readSheetsConfig(ctx.db))
  Object.assign(views, await runJobs(ctx.db, jobs, force, now))
  return views as ProviderChecks
}

/**
 * Settings' Save: asks the providers behind `names` now (with the providers of the settings about to
 * be saved), keeps the results as the lights' checks, and answers each outcome with `refused`.
 * A name whose provider is not real (sandbox, not configured) is left out: nobody was asked.
 */
export async function checkNow(ctx: ChecksContext, names: readonly CheckName[], now = Date.now()) {
  const { jobs } = planChecks(ctx, await readSheetsConfig(ctx.db))
  const outcomes: Partial<Record<CheckName, Outcome>> = {}
  const wanted = jobs.filter((job) => job.names.some((n) => names.includes(n)))
  await runJobs(ctx.db, wanted, true, now, outcomes)
  return outcomes
}

/**
 * The cron's gate: the stored results and the sheets configuration, in the cron's first round
 * trip. Due when a check the providers call for is missing or stale (its age, or a changed key):
 * a minute whose checks are all fresh, or that has none to make (the sandbox), costs nothing more.
 */
export const staleChecksDue = (): SqlStatement => ({
  sql: "SELECT key, value FROM system_state WHERE key IN ('provider_checks', 'sheets_config')",
})

export async function staleChecksIsDue(rows: readonly unknown[], ctx: Ctx) {
  const rowOf = (key: string) => (rows as { key: string; value: string }[]).filter((r) => r.key === key)
  const stored = stateFromRows("provider_checks", rowOf("provider_checks"))
  const checks = { db: ctx.db, env: ctx.env, providers: await ctx.providers(), settings: await ctx.settings() }
  const { jobs } = planChecks(checks, stateFromRows("sheets_config", rowOf("sheets_config")))
  const now = ctx.clock.now()
  const stale = await Promise.all(
    jobs.map(async (job) => {
      const fingerprint = await secretFingerprint(job.subject)
      return !job.names.every((n) => fresh(stored[n], fingerprint, now))
    })
  )
  return stale.includes(true)
}

/** The views that need no request, and the jobs (requests) the others need. */
function planChecks(ctx: ChecksContext, sheetsConfig: SheetsConfig) {
  const { env, providers, settings } = ctx
  const { voice, places, email } = providers
  const views: Partial<ProviderChecks> = {}
  const jobs: CheckJob[] = []

  const voiceMode = modeView(voice)
  if (voiceMode) views.voice = voiceMode
  else if (voice.mode === "real") {
    const provider = voice.provider
    jobs.push({
      names: ["voice"],
      subject: `voice|${settings.vapi_api_key}|${env.VAPI_BASE_URL ?? ""}`,
      // Only the key: whether the assistant is right is the checklist's own line.
      run: async () => ({ voice: await provider.checkConnection({ assistantId: "" }) }),
    })
  }

  const placesMode = modeView(places)
  if (placesMode) views.places = placesMode
  else if (places.mode === "real") {
    const provider = places.provider
    jobs.push({
      names: ["places"],
      subject: `places|${settings.google_places_api_key}|${env.PLACES_BASE_URL ?? ""}`,
      run: async () => ({ places: await provider.checkKey() }),
    })
  }

  const emailMode = modeView(email)
  if (emailMode) views.email = views.emailSender = emailMode
  else if (email.mode === "real") {
    const provider = email.provider
    jobs.push({
      names: ["email", "emailSender"],
      subject: `email|${settings.resend_api_key}|${env.EMAIL_FROM ?? ""}|${env.RESEND_BASE_URL ?? ""}`,
      run: async () => {
        const r = await provider.checkSender()
        return {
          email: { ok: r.ok, message: r.message, refused: r.refused },
          // A sending-only key cannot say: the operator checks the domain in Resend themselves.
          emailSender: { ok: r.senderVerified !== false && r.ok, message: r.message },
        }
      },
    })
  }

  const sheetsJob = sheetsCheck(env, providers, settings, sheetsConfig)
  if ("state" in sheetsJob) views.sheets = sheetsJob
  else jobs.push(sheetsJob)
  return { views, jobs }
}

/** The sheets check needs a spreadsheet: without one there is nothing to ask Google. */
function sheetsCheck(env: Env, { sheets }: Providers, settings: Settings, config: SheetsConfig): CheckView | CheckJob {
  if (sheets.mode === "not_configured") return modeView(sheets)!
  const spreadsheetId = spreadsheetIdFrom(config.spreadsheetUrl)
  if (!spreadsheetId) {
    return {
      state: "failed",
      message: "No spreadsheet yet: paste its URL on the Google Sheets page.",
      checkedAt: null,
    }
  }
  const provider = sheets.provider
  return {
    names: ["sheets"],
    subject: `sheets|${sheets.mode}|${settings.google_sheets_credentials}|${spreadsheetId}|${env.SHEETS_BASE_URL ?? ""}`,
    run: async () => {
      try {
        const { title } = await provider.test(spreadsheetId)
        const who = sheets.mode === "sandbox" ? "The sandbox sheet" : "The service account"
        return { sheets: { ok: true, message: `${who} can open “${title.slice(0, 80)}”.` } }
      } catch (err) {
        if (!(err instanceof SheetsError)) throw err
        return { sheets: { ok: false, message: err.message } }
      }
    },
  }
}

/** The assistant line of the checklist: read in Vapi, compared with what the app needs (cached too). */
export async function cachedCheck(
  db: DB,
  name: CheckName,
  subject: string,
  run: () => Promise<Outcome>,
  { force = false, now = Date.now() } = {}
): Promise<CheckView> {
  const out = await runJobs(db, [{ names: [name], subject, run: async () => ({ [name]: await run() }) }], force, now)
  return out[name]!
}
