/**
 * Vapi's live call monitor (issue 36): a call object's `monitor.listenUrl` (a WebSocket streaming
 * the call's audio) and `monitor.controlUrl` (POST JSON commands). Both are read from the call each
 * time and never stored: anyone holding them can hear or steer the call (Vapi leaves them
 * unauthenticated unless monitorPlan says otherwise), so only the signed-in operator gets them.
 */
import { z } from "zod"
import type { CallControl, ListenStream, LiveMonitor } from "./voice-provider"

/**
 * The listen stream's format: raw 16-bit signed little-endian PCM, 16 kHz, 2 interleaved channels
 * (the lead and the assistant each on their own). Source: Vapi's docs, "Live Call Control" →
 * Call Listen (docs.vapi.ai/calls/call-features: binary frames are PCM) and the custom transcriber
 * page it refers to (docs.vapi.ai/customization/custom-transcriber: "raw stereo PCM (16-bit)",
 * linear16, sampleRate 16000, channels 2), as Vapi's support restates it.
 */
export const VAPI_LISTEN_FORMAT = { encoding: "pcm_s16le", sampleRate: 16_000, channels: 2 } as const

const monitorSchema = z.looseObject({
  monitor: z.looseObject({ listenUrl: z.string().nullish(), controlUrl: z.string().nullish() }).nullish(),
  status: z.string().nullish(),
})

/**
 * A monitor URL is followed only to Vapi's own hosts (or the API's host, for a self-hosted or test
 * base URL): the call object is Vapi's answer, but the app never sends anything to a host it names
 * unchecked.
 */
function trusted(raw: string | null | undefined, schemes: string[], baseUrl: string): string | null {
  if (!raw) return null
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if (!schemes.includes(url.protocol)) return null
  const base = new URL(baseUrl)
  const vapiHost = url.hostname === "vapi.ai" || url.hostname.endsWith(".vapi.ai")
  return vapiHost || url.hostname === base.hostname ? url.toString() : null
}

/** GET /call/{id}'s monitor, in our terms: nothing once the call ended. */
export function monitorOf(call: unknown, baseUrl: string): LiveMonitor & { controlUrl: string | null } {
  const parsed = monitorSchema.safeParse(call)
  const m = parsed.success ? parsed.data : null
  if (!m || m.status === "ended") return { listen: null, control: false, controlUrl: null }
  const listenUrl = trusted(m.monitor?.listenUrl, ["wss:", "ws:"], baseUrl)
  const controlUrl = trusted(m.monitor?.controlUrl, ["https:", "http:"], baseUrl)
  const listen: ListenStream | null = listenUrl ? { url: listenUrl, ...VAPI_LISTEN_FORMAT } : null
  return { listen, control: !!controlUrl, controlUrl }
}

/** The body Vapi's control URL takes for a command (docs.vapi.ai/calls/call-features). */
export function controlBody(command: CallControl) {
  switch (command.action) {
    case "transfer":
      return {
        type: "transfer",
        destination: { type: "number", number: command.number },
        content: command.message,
      }
    case "say":
      return { type: "say", content: command.message, endCallAfterSpoken: false }
    case "end":
      return { type: "end-call" }
  }
}
