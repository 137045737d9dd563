/** What the Listen stream carries: raw little-endian 16-bit PCM, interleaved when it has channels. */
export interface ListenFormat {
  encoding: "pcm_s16le"
  sampleRate: number
  channels: number
}

/**
 * One binary frame of the stream as mono samples in [-1, 1): each sample frame's channels (the
 * assistant and the lead, when the stream keeps them apart) are mixed, so both sides are heard. A
 * trailing partial sample frame (an odd byte count) is dropped.
 */
export function decodePcm16(frame: ArrayBuffer, channels: number): Float32Array {
  const count = Math.max(1, Math.floor(channels))
  const view = new DataView(frame)
  const frames = Math.floor(frame.byteLength / (2 * count))
  const out = new Float32Array(frames)
  for (let i = 0; i < frames; i++) {
    let sum = 0
    for (let c = 0; c < count; c++) sum += view.getInt16((i * count + c) * 2, true)
    out[i] = sum / count / 32768
  }
  return out
}
