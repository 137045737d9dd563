/**
 * Settings' Save with the provider keys checked (issue 35): a key just typed is tried with its
 * provider before it is stored, using the providers' own health checks (provider-checks.ts).
 * - refused (the provider answered no): nothing of the request is stored; 422 `key_refused` with the
 *   provider's words (scrubbed of secrets) on the key's field.
 * - not reached, or busy: stored, and the answer says it could not be checked.
 * - accepted: stored, and the answer says so. The lights' cached checks are updated on the way.
 * An empty value removes a key: the provider then runs in the sandbox on a local server, is "not
 * configured" on a deployment, or uses the deploy-time key (env var) when one is set.
 */
import type { Ctx } from "../../context/ctx"
import { AppError } from "../../lib/errors"
import { scrubSecrets } from "../../lib/secret-scrub"
import { makeProviders } from "../../context/provider-state"
import type { Providers } from "../../providers"
import { GoogleSheets } from "../../providers/sheets/google-sheets"
import type { KeyCheck, SettingItem } from "../../schemas/api-routes/settings"
import { isMaskedValue, type SettingsPatch } from "../../schemas/settings"
import { readStoredSettings } from "../../settings/load-settings"
import { parseSettings } from "../../settings/registry"
import type { CheckName } from "../../settings/state-registry"
import { putSettings } from "../settings.service"
import { checkNow, type Outcome } from "../system/provider-checks"

/** The keys Save checks, each with its provider slot and its check's name. */
const CHECKED = {
  vapi_api_key: { slot: "voice", check: "voice", name: "Vapi" },
  google_places_api_key: { slot: "places", check: "places", name: "Google Places" },
  google_sheets_credentials: { slot: "sheets", check: null, name: "Google" },
  resend_api_key: { slot: "email", check: "email", name: "Resend" },
} as const satisfies Record<string, { slot: keyof Providers; check: CheckName | null; name: string }>
type CheckedKey = keyof typeof CHECKED

const isChecked = (key: string): key is CheckedKey => Object.hasOwn(CHECKED, key)

/** PUT /api/settings(/:key): the patch stored, each key it typed or removed with what Save found. */
export async function saveSettingsChecked(ctx: Ctx, patch: SettingsPatch): Promise<SettingItem[]> {
  const touched = (Object.entries(patch) as [string, string][]).filter(
    (e): e is [CheckedKey, string] => isChecked(e[0]) && !isMaskedValue(e[1])
  )
  if (!touched.length) return putSettings(ctx, patch)
  // The providers as they will be once the patch is stored (a removed key: its env var, or none).
  const stored = await readStoredSettings(ctx.db)
  for (const [key, value] of Object.entries(patch)) if (!isMaskedValue(value)) stored.set(key, value)
  const settings = parseSettings(stored, ctx.env)
  const providers = makeProviders(ctx.db, ctx.env, settings)
  const typed = touched.filter(([, value]) => value.trim() !== "").map(([key]) => key)
  const outcomes = await askProviders({ db: ctx.db, env: ctx.env, settings, providers }, typed)

  const secrets = touched.map(([, value]) => value)
  const refused = typed.filter((key) => outcomes[key]?.refused)
  if (refused.length) {
    const issues = refused.map((key) => ({ path: key, message: scrubSecrets(outcomes[key]!.message, secrets) }))
    throw new AppError("key_refused", 422, `Not saved: ${issues.map((i) => i.message).join(" ")}`, { issues })
  }
  const items = await putSettings(ctx, patch)
  const checks = new Map<string, KeyCheck>(
    touched.map(([key, value]) => [
      key,
      value.trim() === "" ? removedCheck(key, providers) : typedCheck(key, outcomes[key], providers, secrets),
    ])
  )
  return items.map((item) => {
    const check = checks.get(item.key)
    return check ? { ...item, check } : item
  })
}

async function askProviders(ctx: Parameters<typeof checkNow>[0], keys: CheckedKey[]) {
  const out: Partial<Record<CheckedKey, Outcome>> = {}
  const names = keys.flatMap((key) => CHECKED[key].check ?? [])
  const [byName] = await Promise.all([
    names.length ? checkNow(ctx, names) : Promise.resolve({} as Partial<Record<CheckName, Outcome>>),
    // The service account needs no spreadsheet to prove its key: a sign-in does.
    keys.includes("google_sheets_credentials") && ctx.providers.sheets.mode === "real"
      ? signIn(ctx.providers).then((r) => (out.google_sheets_credentials = r))
      : null,
  ])
  for (const key of keys) {
    const name = CHECKED[key].check
    if (name && byName[name]) out[key] = byName[name]
  }
  return out
}

async function signIn({ sheets }: Providers): Promise<Outcome | undefined> {
  return sheets.mode === "real" && sheets.provider instanceof GoogleSheets ? sheets.provider.checkSignIn() : undefined
}

function typedCheck(key: CheckedKey, outcome: Outcome | undefined, providers: Providers, secrets: string[]): KeyCheck {
  const slot = providers[CHECKED[key].slot]
  if (slot.mode !== "real") return { state: "not_asked", message: `Saved, not checked: ${slot.reason}` }
  if (!outcome) return { state: "unchecked", message: `Saved, but ${CHECKED[key].name} could not be asked.` }
  const said = scrubSecrets(outcome.message, secrets)
  return outcome.ok
    ? { state: "ok", message: `Saved and checked: ${said}` }
    : { state: "unchecked", message: `Saved, but it could not be checked: ${said}` }
}

function removedCheck(key: CheckedKey, providers: Providers): KeyCheck {
  const slot = providers[CHECKED[key].slot]
  if (slot.mode === "real") {
    return { state: "removed", message: "Removed. The key set when the server was deployed is used now." }
  }
  return { state: "removed", message: `Removed. ${slot.reason}` }
}
