import { beforeEach, describe, expect, it } from "vitest"
import { addLiveLines, liveLinesOf, MAX_LINES_PER_CALL, resetLiveTranscripts } from "./live-transcript"

const line = (s: number, text: string, role: "assistant" | "lead" = "assistant") => ({
  role,
  text,
  at: new Date(Date.UTC(2026, 10, 28, 15, 0, s)).toISOString(),
})

beforeEach(resetLiveTranscripts)

describe("a call's live transcript on this screen", () => {
  it("keeps each line once, in spoken order, when the backlog and the socket overlap", () => {
    // The socket's event arrived before the room's backlog, which holds it too.
    addLiveLines(7, [line(3, "We close at six.", "lead")])
    addLiveLines(7, [line(1, "Hi, is this Summit Auto?"), line(2, "Yes.", "lead"), line(3, "We close at six.", "lead")])
    expect(liveLinesOf(7).map((l) => l.text)).toEqual(["Hi, is this Summit Auto?", "Yes.", "We close at six."])
    // The same words said again later are a new line.
    addLiveLines(7, [line(4, "Yes.", "lead")])
    expect(liveLinesOf(7)).toHaveLength(4)
    expect(liveLinesOf(8)).toEqual([])
  })

  it("keeps the latest lines of a long call", () => {
    addLiveLines(
      9,
      Array.from({ length: MAX_LINES_PER_CALL + 5 }, (_, i) => line(i, `line ${i}`))
    )
    expect(liveLinesOf(9)).toHaveLength(MAX_LINES_PER_CALL)
    expect(liveLinesOf(9).at(-1)!.text).toBe(`line ${MAX_LINES_PER_CALL + 4}`)
  })
})
