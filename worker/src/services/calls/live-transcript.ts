import type { Ctx } from "../../context/ctx"
import type { VoiceEvent } from "../../providers/voice/voice-provider"

type TranscriptEvent = Extract<VoiceEvent, { kind: "transcript" }>

/**
 * A final transcript line of a live call (issue 36) goes to the screens as a `call_transcript`
 * event; nothing is written (the end-of-call report stores the whole transcript). Our call id comes
 * from the metadata the call was placed with; a call without it (an inbound call Vapi reports
 * before its assistant's metadata) is found by the provider's id, one indexed read.
 */
export async function relayTranscriptLine(ctx: Ctx, ev: TranscriptEvent) {
  let callId = ev.callId
  if (callId === null && ev.providerCallId) {
    const row = await ctx.db.port.first<{ id: number }>("SELECT id FROM calls WHERE vapi_call_id = ?1", [
      ev.providerCallId,
    ])
    callId = row?.id ?? null
  }
  if (callId === null) return
  ctx.events.emit({ type: "call_transcript", callId, role: ev.role, text: ev.text, at: ev.at })
}
