import { cn } from "@/lib/utils"
import { transcriptTurns } from "./transcript-turns"

/**
 * A call's transcript as turns: the assistant's on the left in the primary tint, the callee's
 * indented in grey, each led by its speaker label ("AI:", "Lead:"), so a
 * copy of the text still reads as the transcript.
 */
export function TranscriptView({ transcript }: { transcript: string }) {
  return (
    <ol className="grid gap-1.5">
      {transcriptTurns(transcript).map((turn, i) => (
        <li
          key={i}
          className={cn(
            "rounded-md px-2.5 py-1.5 whitespace-pre-wrap",
            turn.speaker === "assistant" && "mr-6 bg-primary/10",
            turn.speaker === "callee" && "ml-6 bg-background ring-1 ring-border"
          )}
        >
          {turn.label && (
            <span
              className={cn(
                "text-xs font-semibold",
                turn.speaker === "assistant" ? "text-primary" : "text-muted-foreground"
              )}
            >
              {/* The space is text, not margin, so a copy or a screen reader reads "AI: Hi". */}
              {`${turn.label}: `}
            </span>
          )}
          {turn.text}
        </li>
      ))}
    </ol>
  )
}
