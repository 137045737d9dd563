import { describe, expect, it } from "vitest"

import { transcriptTurns } from "./transcript-turns"

describe("transcriptTurns", () => {
  it("splits Vapi's AI / User lines into turns, the callee labelled Lead", () => {
    const turns = transcriptTurns("AI: Hi, is this Summit Auto?\nUser: Yes, this is Summit Auto.\n\nAI: Great.\n")
    expect(turns).toEqual([
      { speaker: "assistant", label: "AI", text: "Hi, is this Summit Auto?" },
      { speaker: "callee", label: "Lead", text: "Yes, this is Summit Auto." },
      { speaker: "assistant", label: "AI", text: "Great." },
    ])
  })

  it("keeps a line without a speaker with the turn above, and unlabelled text on its own", () => {
    expect(transcriptTurns("Call connected\nCustomer: We are open\nuntil six.")).toEqual([
      { speaker: null, label: "", text: "Call connected" },
      { speaker: "callee", label: "Lead", text: "We are open\nuntil six." },
    ])
  })
})
