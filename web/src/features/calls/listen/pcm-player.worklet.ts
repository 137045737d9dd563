/**
 * The Listen button's player, run on the audio thread: mono float samples posted by the page (one
 * message per WebSocket frame, already decoded) play in order at the context's rate; when none are
 * waiting it plays silence (a late frame is a gap, never a click of stale audio).
 */

// The AudioWorklet global scope is not in TypeScript's DOM library: what this file uses of it.
declare abstract class AudioWorkletProcessor {
  readonly port: MessagePort
  abstract process(inputs: Float32Array[][], outputs: Float32Array[][]): boolean
}
declare function registerProcessor(name: string, processor: new () => AudioWorkletProcessor): void

/** Frames queued beyond this many samples are dropped from the front: listening stays near real time. */
const MAX_QUEUED_SAMPLES = 16_000 * 2

class PcmPlayer extends AudioWorkletProcessor {
  private queue: Float32Array[] = []
  private offset = 0
  private queued = 0

  constructor() {
    super()
    this.port.onmessage = (e: MessageEvent<Float32Array>) => {
      this.queue.push(e.data)
      this.queued += e.data.length
      while (this.queued > MAX_QUEUED_SAMPLES && this.queue.length > 1) {
        this.queued -= this.queue.shift()!.length - this.offset
        this.offset = 0
      }
    }
  }

  process(_inputs: Float32Array[][], outputs: Float32Array[][]) {
    const channels = outputs[0]!
    const out = channels[0]!
    let i = 0
    while (i < out.length && this.queue.length) {
      const head = this.queue[0]!
      const n = Math.min(out.length - i, head.length - this.offset)
      out.set(head.subarray(this.offset, this.offset + n), i)
      i += n
      this.offset += n
      this.queued -= n
      if (this.offset >= head.length) {
        this.queue.shift()
        this.offset = 0
      }
    }
    out.fill(0, i)
    for (let c = 1; c < channels.length; c++) channels[c]!.set(out)
    return true
  }
}

registerProcessor("pcm-player", PcmPlayer)
