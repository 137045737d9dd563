export type TranscriptTurn = { speaker: "assistant" | "callee" | null; label: string; text: string }

// Vapi writes one turn a line as "AI: …" / "User: …" (older transcripts "Assistant:" / "Customer:").
const SPEAKER = /^(AI|Assistant|Bot|User|Customer|Callee):\s*/i

/**
 * A transcript as turns, each with who spoke. A line without a speaker continues the turn above it
 * (a long answer broken over lines); text before any speaker stands alone, unlabelled.
 */
export function transcriptTurns(transcript: string): TranscriptTurn[] {
  const turns: TranscriptTurn[] = []
  for (const line of transcript.split(/\r?\n/)) {
    if (!line.trim()) continue
    const match = SPEAKER.exec(line)
    if (match) {
      const label = match[1]!
      const speaker = /^(ai|assistant|bot)$/i.test(label) ? "assistant" : "callee"
      turns.push({ speaker, label, text: line.slice(match[0].length) })
      continue
    }
    const last = turns.at(-1)
    if (last) last.text += `\n${line}`
    else turns.push({ speaker: null, label: "", text: line })
  }
  return turns
}
