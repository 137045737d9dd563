/**
 * The sandbox's Listen stream (issue 36): what a sandbox call "sounds" like, as raw PCM the browser
 * plays like Vapi's. While a line is spoken, a voiced tone (a low one for the assistant, a higher
 * one for the lead) swells and fades at a syllable's pace; between lines, silence.
 */
import type { ListenStream } from "./voice-provider"

export const SANDBOX_LISTEN_FORMAT = { encoding: "pcm_s16le", sampleRate: 16_000, channels: 1 } as const satisfies Omit<
  ListenStream,
  "url"
>

/** One binary WebSocket message: 20 ms of audio (320 samples, 640 bytes). */
export const FRAME_MS = 20
export const FRAME_SAMPLES = (SANDBOX_LISTEN_FORMAT.sampleRate * FRAME_MS) / 1000

/** How long each line sounds at most (a later line cuts it short). */
export const LINE_SOUND_MS = 2_500

/** A span of the call in which someone speaks (epoch ms). */
export interface SpokenSpan {
  from: number
  to: number
  role: "assistant" | "lead"
}

const PITCH = { assistant: 140, lead: 210 } as const

/** The 20 ms frame starting at `t` (epoch ms): the span speaking then, or silence. */
export function audioFrame(spans: readonly SpokenSpan[], t: number): Uint8Array {
  const out = new Int16Array(FRAME_SAMPLES)
  const span = spans.find((s) => t >= s.from && t < s.to)
  if (span) {
    const f0 = PITCH[span.role]
    for (let i = 0; i < FRAME_SAMPLES; i++) {
      const sec = (t - span.from) / 1000 + i / SANDBOX_LISTEN_FORMAT.sampleRate
      // About four syllables a second; three harmonics give the tone a voice's buzz.
      const envelope = 0.5 * (1 - Math.cos(2 * Math.PI * 4 * sec))
      const voice =
        Math.sin(2 * Math.PI * f0 * sec) +
        0.5 * Math.sin(2 * Math.PI * 2 * f0 * sec) +
        0.25 * Math.sin(2 * Math.PI * 3 * f0 * sec)
      out[i] = Math.round(envelope * (voice / 1.75) * 0.3 * 32767)
    }
  }
  return new Uint8Array(out.buffer)
}

/** Each line's sound: from when it is said, for LINE_SOUND_MS or until the next line. */
export function spokenSpans(lines: readonly { at: number; role: "assistant" | "lead" }[]): SpokenSpan[] {
  const sorted = [...lines].sort((a, b) => a.at - b.at)
  return sorted.map((l, i) => ({
    from: l.at,
    to: Math.min(l.at + LINE_SOUND_MS, sorted[i + 1]?.at ?? Infinity),
    role: l.role,
  }))
}
