/**
 * The live call (issue 36): Call Details of a call in progress reads what was said (the live room
 * keeps the lines, never D1), how to hear it and whether it can be controlled; the operator takes
 * it over (a transfer to their phone), has the assistant say a line, or ends it. The provider's
 * listen and control URLs are read from the provider each time and never stored.
 */
import type { TranscriptLine } from "../../../../party/events"
import type { Ctx } from "../../context/ctx"
import { AppError, notFound } from "../../lib/errors"
import { SandboxVoice } from "../../providers/voice/sandbox-voice"
import {
  type CallControl,
  type LiveMonitor,
  type VoiceProvider,
  VoiceProviderError,
} from "../../providers/voice/voice-provider"
import type { LiveCall } from "../../schemas/api-routes/calls"
import { type CallControlInput, TAKE_OVER_MESSAGE } from "../../schemas/live-call"
import { formatPhoneDisplay } from "../../schemas/phone"

interface LiveCallRow {
  id: number
  status: string
  vapi_call_id: string | null
}

export const CALL_NOT_LIVE = "The call has already ended."
export const OPERATOR_PHONE_MISSING = "Add your phone in Settings to take over calls."

const notLive = (row: LiveCallRow) =>
  new AppError(
    "call_not_live",
    409,
    row.status === "queued" ? "The call has not started yet: it can be controlled once it rings." : CALL_NOT_LIVE
  )

async function callRow(ctx: Ctx, id: number) {
  const row = await ctx.db.port.first<LiveCallRow>("SELECT id, status, vapi_call_id FROM calls WHERE id = ?1", [id])
  if (!row) throw notFound("Call")
  return row
}

/** The provider that placed the call (a sandbox call stays the sandbox's after a key is added). */
async function providerOf(ctx: Ctx, providerCallId: string): Promise<VoiceProvider> {
  return (await ctx.providers()).voice.for(providerCallId)
}

const NOTHING: LiveMonitor = { listen: null, control: false }

/** The call's monitor; nothing when the provider cannot say (the screen still shows the lines). */
async function monitorOf(ctx: Ctx, row: LiveCallRow): Promise<LiveMonitor> {
  if (!row.vapi_call_id) return NOTHING
  try {
    const voice = await providerOf(ctx, row.vapi_call_id)
    return await voice.liveMonitor({ providerCallId: row.vapi_call_id, callId: row.id })
  } catch (err) {
    if (!(err instanceof VoiceProviderError) && !(err instanceof AppError)) throw err
    console.warn("live monitor unavailable", err.message)
    return NOTHING
  }
}

/** GET /api/calls/:id/live. `readLines` asks the live room for the lines it kept. */
export async function getLiveCall(
  ctx: Ctx,
  id: number,
  readLines: (callId: number) => Promise<TranscriptLine[]>
): Promise<LiveCall> {
  const row = await callRow(ctx, id)
  const operatorPhone = (await ctx.settings()).operator_phone || null
  if (row.status !== "calling") {
    return { callId: row.id, live: false, lines: [], listen: null, control: false, operatorPhone }
  }
  const [lines, monitor] = await Promise.all([readLines(row.id), monitorOf(ctx, row)])
  return { callId: row.id, live: true, lines, ...monitor, operatorPhone }
}

/** POST /api/calls/:id/control: the command sent, answered in words. */
export async function controlLiveCall(ctx: Ctx, id: number, input: CallControlInput): Promise<{ message: string }> {
  const row = await callRow(ctx, id)
  if (row.status !== "calling" || !row.vapi_call_id) throw notLive(row)
  let command: CallControl
  let done: string
  if (input.action === "take_over") {
    const phone = (await ctx.settings()).operator_phone
    if (!phone) throw new AppError("operator_phone_missing", 409, OPERATOR_PHONE_MISSING)
    command = { action: "transfer", number: phone, message: TAKE_OVER_MESSAGE }
    done = `Transferring the call to your phone (${formatPhoneDisplay(phone)}).`
  } else if (input.action === "say") {
    command = { action: "say", message: input.message }
    done = `Said: ${input.message}`
  } else {
    command = { action: "end" }
    done = "The call is ending."
  }
  const voice = await providerOf(ctx, row.vapi_call_id)
  try {
    await voice.controlCall(row.vapi_call_id, command)
  } catch (err) {
    if (!(err instanceof VoiceProviderError)) throw err
    // The call ended between the read and the command (the provider knows first).
    if (err.status === 409) throw new AppError("call_not_live", 409, CALL_NOT_LIVE)
    const who = voice.name === "vapi" ? "Vapi" : "The sandbox"
    throw new AppError("control_failed", 502, `${who} did not take the command: ${err.message}`)
  }
  return { message: done }
}

/**
 * GET /api/calls/:id/listen: the sandbox call's audio as a WebSocket (a Vapi call streams from the
 * URL the live read gives, not through here).
 */
export async function listenToCall(ctx: Ctx, id: number, request: Request): Promise<Response> {
  const row = await callRow(ctx, id)
  if (row.status !== "calling" || !row.vapi_call_id) throw notLive(row)
  const voice = await providerOf(ctx, row.vapi_call_id)
  if (!(voice instanceof SandboxVoice)) {
    throw new AppError(
      "not_found",
      404,
      "This call's audio streams from Vapi: Listen uses the URL the live call gives."
    )
  }
  return voice.listen(row.vapi_call_id, request)
}
