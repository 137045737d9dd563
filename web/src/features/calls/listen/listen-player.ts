import workletUrl from "./pcm-player.worklet.ts?worker&url"
import { decodePcm16, type ListenFormat } from "./pcm-decode"

export type ListenState =
  | { kind: "connecting" }
  | { kind: "playing"; secondsHeard: number }
  | { kind: "ended"; secondsHeard: number }
  | { kind: "failed"; message: string }

/** The stream's URL as a WebSocket address: the sandbox gives a path on this site, Vapi a wss:// URL. */
export function listenSocketUrl(url: string, location: { protocol: string; host: string }) {
  if (/^wss?:\/\//i.test(url)) return url
  const base = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}`
  return new URL(url, base).toString()
}

/**
 * Plays a call's audio as it happens: the Listen stream's binary frames are decoded here and played by
 * an AudioWorklet (pcm-player.worklet.ts) in an AudioContext running at the stream's own rate, so no
 * resampling is needed. Text frames (events) are ignored. Returns the stop; `onState` hears every
 * change, and how much audio was heard.
 */
export function startListening(url: string, format: ListenFormat, onState: (state: ListenState) => void): () => void {
  let stopped = false
  let samples = 0
  let socket: WebSocket | null = null
  const audio = new AudioContext({ sampleRate: format.sampleRate, latencyHint: "interactive" })
  const heard = () => Math.round((samples / format.sampleRate) * 10) / 10

  const stop = () => {
    if (stopped) return
    stopped = true
    socket?.close()
    void audio.close().catch(() => {})
  }

  onState({ kind: "connecting" })
  void (async () => {
    try {
      await audio.audioWorklet.addModule(workletUrl)
      if (stopped) return
      const player = new AudioWorkletNode(audio, "pcm-player", { outputChannelCount: [1] })
      player.connect(audio.destination)
      socket = new WebSocket(listenSocketUrl(url, window.location))
      socket.binaryType = "arraybuffer"
      socket.addEventListener("open", () => onState({ kind: "playing", secondsHeard: 0 }))
      socket.addEventListener("message", (e: MessageEvent) => {
        if (!(e.data instanceof ArrayBuffer)) return
        const mono = decodePcm16(e.data, format.channels)
        samples += mono.length
        player.port.postMessage(mono, [mono.buffer])
        onState({ kind: "playing", secondsHeard: heard() })
      })
      socket.addEventListener("close", () => {
        if (stopped) return
        onState({ kind: "ended", secondsHeard: heard() })
        stop()
      })
      socket.addEventListener("error", () => {
        if (stopped) return
        onState({ kind: "failed", message: "The call's audio could not be reached. The call may have ended." })
        stop()
      })
    } catch {
      if (stopped) return
      onState({ kind: "failed", message: "This browser could not play the call's audio." })
      stop()
    }
  })()
  return stop
}
