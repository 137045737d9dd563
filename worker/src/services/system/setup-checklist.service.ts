/**
 * The dashboard's setup checklist: every step from a fresh deploy to the first real call, each from
 * a real check (provider-checks.ts, cached like the status lights) and linking to where it is fixed.
 * In sandbox mode a simulated provider's lines are done and say so.
 */
import type { DB } from "../../db/client"
import type { Env } from "../../env"
import { AppError } from "../../lib/errors"
import type { Providers } from "../../providers"
import { isDeployed } from "../../providers/provider-mode"
import type { SetupChecklist, SetupLine } from "../../schemas/api-routes/settings"
import { CALLING_POLICY_MESSAGES, policyChosenText } from "../../schemas/calling-policy"
import { isInboundOnly } from "../../schemas/voice-number"
import type { Settings } from "../../settings/registry"
import { readState, writeState } from "../../settings/state-store"
import { numberServerProblem } from "../voice/number-server"
import { learnNumberProvider } from "../voice/number-provider"
import { needs, voiceSetupView } from "../voice/voice-setup.service"
import { clockAt, zoneAbbrev } from "../campaigns/wait-text"
import { cachedCheck, type CheckView, providerChecks } from "./provider-checks"
import { voiceMessagesSeen } from "./webhook-seen"

export interface SetupContext {
  db: DB
  env: Env
  settings: Settings
  providers: Providers
  /** This deployment's origin: the assistant must send its webhooks here. */
  origin: string
}

/** Where each step is fixed: the Settings sections' anchors (settings-page.tsx) and the Sheets page. */
const FIX = {
  apiKeys: "/settings#api-configuration",
  voice: "/settings#voice",
  testCall: "/settings#voice-test-call",
  notifications: "/settings#notifications",
  dialingRules: "/settings#dialing-rules",
  sheets: "/sheets",
} as const

/** "Mar 2, 3:01 PM CT": on the operator's clock (Settings → Time Zone), with the zone's name. */
function operatorMinute(ms: number, timeZone: string) {
  const day = new Intl.DateTimeFormat("en-US", { timeZone, month: "short", day: "numeric" }).format(new Date(ms))
  return `${day}, ${clockAt(ms, timeZone)} ${zoneAbbrev(ms, timeZone)}`
}

type LineInput = Omit<SetupLine, "sandbox" | "required"> & { sandbox?: boolean; required?: boolean }
const line = ({ sandbox = false, required = true, ...rest }: LineInput): SetupLine => ({ ...rest, sandbox, required })

/** A line from a check: done when it passed or the provider is simulated. */
function fromCheck(id: SetupLine["id"], label: string, check: CheckView, href: string, required = true): SetupLine {
  const sandbox = check.state === "sandbox"
  return line({ id, label, done: check.state === "ok" || sandbox, sandbox, detail: check.message, href, required })
}

/** Whether the assistant is set and has what the app needs (read in Vapi; cached like the lights). */
async function assistantCheck(ctx: SetupContext, force: boolean): Promise<CheckView> {
  const { voice } = ctx.providers
  if (voice.mode === "not_configured") return { state: "not_configured", message: voice.reason, checkedAt: null }
  if (!voice.config.assistantId) {
    return {
      state: "failed",
      message: "No assistant yet: create one (or link yours) in Settings → Voice.",
      checkedAt: null,
    }
  }
  const run = async () => {
    const view = await voiceSetupView({ ...ctx, voice })
    if (view.assistantError) return { ok: false, message: view.assistantError }
    // The number's server is the phone-number line's (numberServerCheck).
    const problems = (view.assistant?.problems ?? []).filter((p) => p.field !== "phone_number_server")
    if (problems.length)
      return { ok: false, message: `${problems.map((p) => p.message).join(" ")} Use Fix in Settings → Voice.` }
    return {
      ok: true,
      message:
        voice.mode === "sandbox"
          ? "Sandbox: the sandbox assistant answers the simulated calls."
          : `“${view.assistant?.name ?? ""}” reports every call to this app and can book demos and hang up by itself.`,
    }
  }
  const setup = await readState(ctx.db, "vapi_setup")
  const subject = `assistant|${voice.mode}|${ctx.settings.vapi_api_key}|${voice.config.assistantId}|${ctx.origin}|${setup.credentialId}`
  return cachedCheck(ctx.db, "assistant", subject, run, { force })
}

/**
 * "Calling hours chosen": asked once before the first real campaign, so the spec's 12:01-6:00 AM
 * default (mostly voicemail) is a choice, not a surprise. Required once calls are real; done in the
 * sandbox (labelled so), optional while no voice is configured.
 */
function callingPolicyLine(settings: Settings, voiceMode: Providers["voice"]["mode"]): SetupLine {
  const { calling_policy: policy, callee_hours_only: calleeHoursOnly } = settings
  const base = { id: "calling_policy", label: CALLING_POLICY_MESSAGES.label, href: FIX.dialingRules } as const
  if (policy)
    return line({ ...base, done: true, detail: `${policyChosenText(policy)} Change it in Settings → Dialing rules.` })
  if (voiceMode === "sandbox")
    return line({ ...base, done: true, sandbox: true, detail: CALLING_POLICY_MESSAGES.sandbox(calleeHoursOnly) })
  const real = voiceMode === "real"
  const detail = real ? CALLING_POLICY_MESSAGES.unset(calleeHoursOnly) : CALLING_POLICY_MESSAGES.notYet
  return line({ ...base, done: false, required: real, detail })
}

/**
 * Whether the chosen number sends its inbound calls (a lead calling back) to this app: read in Vapi,
 * cached like the assistant's check. Null when there is nothing to read (sandbox, no number yet).
 */
async function numberServerCheck(ctx: SetupContext, force: boolean): Promise<CheckView | null> {
  const { voice } = ctx.providers
  const id = voice.config.phoneNumberId
  if (voice.mode !== "real" || !id) return null
  const run = async () => {
    const need = await needs({ ...ctx, voice })
    const problem = await numberServerProblem(voice.provider, id, need, ctx.settings.vapi_api_key)
    if (problem) return { ok: false, message: `${problem.message} Use Fix in Settings → Voice.` }
    return {
      ok: true,
      message: `Chosen in Settings → Voice: ${id}; its inbound calls (leads calling back) reach this app.`,
    }
  }
  const setup = await readState(ctx.db, "vapi_setup")
  const subject = `phoneNumber|${ctx.settings.vapi_api_key}|${id}|${ctx.origin}|${setup.credentialId}`
  return cachedCheck(ctx.db, "phoneNumber", subject, run, { force })
}

/**
 * "Phone number chosen": one that can call out (a free Vapi number takes inbound calls only), and
 * whose inbound calls reach this app (`server`).
 */
function phoneNumberLine(voice: Providers["voice"], server: CheckView | null): SetupLine {
  const { phoneNumberId: id, phoneNumberProvider: provider } = voice.config
  const sandbox = voice.mode === "sandbox"
  const base = { id: "phone_number", label: "Phone number chosen", href: FIX.voice } as const
  if (!id) {
    const detail =
      "Pick the number calls come from in Settings → Voice. A free Vapi number takes inbound calls only: buy a number at Twilio (or Telnyx, DIDWW) and import it there."
    return line({ ...base, done: false, detail })
  }
  if (!sandbox && isInboundOnly(provider)) {
    const detail = `The chosen number (${id}) is a free Vapi number, which takes inbound calls only: import a Twilio, Telnyx or DIDWW number in Settings → Voice and choose it.`
    return line({ ...base, done: false, detail })
  }
  if (server && server.state !== "ok") return line({ ...base, done: false, detail: server.message })
  const detail = server?.message ?? `Chosen in Settings → Voice${sandbox ? " (a sandbox line)" : ""}: ${id}.`
  return line({ ...base, done: true, sandbox, detail })
}

export async function setupChecklist(ctx: SetupContext, { refresh = false } = {}): Promise<SetupChecklist> {
  const { db, env, providers } = ctx
  const { voice } = providers
  // A number whose provider is unknown is looked up first, so the line can say it is inbound-only.
  await learnNumberProvider(ctx, voice)
  const [checks, assistant, numberServer, seen, dismissedAt] = await Promise.all([
    providerChecks(ctx, { force: refresh }),
    assistantCheck(ctx, refresh),
    numberServerCheck(ctx, refresh),
    voiceMessagesSeen(db),
    readState(db, "setup_dismissed_at"),
  ])
  const voiceSandbox = voice.mode === "sandbox"
  const webhookAt = voiceSandbox ? seen.sandbox : seen.vapi
  const lines: SetupLine[] = [
    line({
      id: "password",
      label: "Password set",
      done: true,
      detail: isDeployed(env)
        ? "OPERATOR_PASSWORD is set: the app asks for it before anything else."
        : "Not needed here: this copy runs on your own computer and only you can open it. Putting the app online asks you to choose one.",
      href: null,
    }),
    fromCheck("vapi_key", "Vapi key valid", checks.voice, FIX.apiKeys),
    fromCheck(
      "assistant",
      "Assistant ready",
      { ...assistant, state: voiceSandbox && assistant.state === "ok" ? "sandbox" : assistant.state },
      FIX.voice
    ),
    phoneNumberLine(voice, numberServer),
    line({
      id: "webhook",
      label: "Webhook received",
      done: webhookAt !== null,
      sandbox: voiceSandbox && webhookAt !== null,
      detail:
        webhookAt === null
          ? "Place a test call in Settings → Voice: its report proves Vapi can reach this app."
          : voiceSandbox
            ? `Sandbox: the simulated call reported back to the app (last ${operatorMinute(webhookAt, ctx.settings.timezone)}).`
            : `Vapi last reported a call to this app ${operatorMinute(webhookAt, ctx.settings.timezone)}.`,
      href: FIX.testCall,
    }),
    callingPolicyLine(ctx.settings, voice.mode),
    // Needed only for lead search, the sheet sync and mailed notifications: not required to go live.
    fromCheck("places_key", "Places key valid", checks.places, FIX.apiKeys, false),
    fromCheck("sheet", "Sheet shared with the service account", checks.sheets, FIX.sheets, false),
    fromCheck("email_sender", "E-mail sender verified", checks.emailSender, FIX.notifications, false),
  ]
  const sandboxed = [
    voiceSandbox && "Calls (Vapi)",
    providers.places.mode === "sandbox" && "Lead search (Google Places)",
    providers.sheets.mode === "sandbox" && "Google Sheets",
    providers.email.mode === "sandbox" && "E-mail (Resend)",
  ].filter((s): s is string => !!s)
  const ready = lines.every((l) => l.done || !l.required)
  return { lines, ready, dismissed: ready && dismissedAt !== null, sandboxed }
}

/** Hides the checklist for good, once every required line is done. */
export async function dismissSetupChecklist(ctx: SetupContext): Promise<SetupChecklist> {
  const list = await setupChecklist(ctx)
  if (!list.ready) {
    const left = list.lines.filter((l) => l.required && !l.done).map((l) => l.label)
    throw new AppError("setup_not_done", 409, `Finish these first: ${left.join(", ")}.`)
  }
  await writeState(ctx.db, "setup_dismissed_at", Date.now())
  return { ...list, dismissed: true }
}
