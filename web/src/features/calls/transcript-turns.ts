export type TranscriptTurn = { speaker: "assistant" | "callee" | null; label: string; text: string }

// Vapi writes one turn a line as "AI: …" / "User: …" (older transcripts "Assistant:" / "Customer:").
const SPEAKER = /^(AI|Assistant|Bot|User|Customer|Callee):\s*/i

/** What the screen calls each side: the operator's words, not the provider's ("User" is the lead). */
export const SPEAKER_LABEL = { assistant: "AI", callee: "Lead" } as const

/**
 * A transcript as turns, each with who spoke, labelled "AI" or "Lead" whatever the provider wrote. A line without a speaker continues the turn above it
 * (a long answer broken over lines); text before any speaker stands alone, unlabelled.
 */
export function transcriptTurns(transcript: string): TranscriptTurn[] {
  const turns: TranscriptTurn[] = []
  for (const line of transcript.split(/\r?\n/)) {
    if (!line.trim()) continue
    const match = SPEAKER.exec(line)
    if (match) {
      const speaker = /^(ai|assistant|bot)$/i.test(match[1]!) ? "assistant" : "callee"
      turns.push({ speaker, label: SPEAKER_LABEL[speaker], text: line.slice(match[0].length) })
      continue
    }
    const last = turns.at(-1)
    if (last) last.text += `\n${line}`
    else turns.push({ speaker: null, label: "", text: line })
  }
  return turns
}
