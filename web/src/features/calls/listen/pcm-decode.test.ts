import { describe, expect, it } from "vitest"
import { decodePcm16 } from "./pcm-decode"

const frame = (...samples: number[]) => {
  const view = new DataView(new ArrayBuffer(samples.length * 2))
  samples.forEach((s, i) => view.setInt16(i * 2, s, true))
  return view.buffer
}

describe("the Listen stream's PCM frames", () => {
  it("reads little-endian 16-bit samples as [-1, 1)", () => {
    expect([...decodePcm16(frame(0, 16384, -32768, 32767), 1)]).toEqual([0, 0.5, -1, 32767 / 32768])
  })

  it("mixes interleaved channels so both sides of the call are heard", () => {
    // Left (the assistant) speaks, right (the lead) is silent, then the other way round.
    expect([...decodePcm16(frame(16384, 0, 0, -16384), 2)]).toEqual([0.25, -0.25])
  })

  it("drops a partial sample frame instead of reading past the buffer", () => {
    expect(decodePcm16(frame(100, 200, 300), 2)).toHaveLength(1)
    expect(decodePcm16(new Uint8Array([1, 2, 3]).buffer, 1)).toHaveLength(1)
  })
})
