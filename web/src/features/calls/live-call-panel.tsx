import { type FormEvent, useEffect, useRef, useState } from "react"
import { Link } from "wouter"
import { Headphones, PhoneForwarded, PhoneOff, Send, Square } from "lucide-react"

import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { cn } from "@/lib/utils"
import { formatPhoneDisplay } from "@shared/phone"
import { type ListenState, startListening } from "./listen/listen-player"
import { controlFailure, controlLiveCall, type LiveControl, useLiveCall } from "./use-live-call"

const SPEAKER = { assistant: "AI", lead: "Lead" } as const

function listenWords(state: ListenState | null) {
  if (!state) return null
  switch (state.kind) {
    case "connecting":
      return "Connecting to the call's audio…"
    case "playing":
      return `Listening · ${state.secondsHeard.toFixed(1)} s heard`
    case "ended":
      return `The audio stream ended after ${state.secondsHeard.toFixed(1)} s.`
    case "failed":
      return state.message
  }
}

/**
 * Call Details while the call is on the line (issue 36): the conversation as it happens, Listen,
 * Take over (the call is transferred to the operator's phone), Say (a line the assistant speaks) and
 * End call. Every answer or failure is shown in words under the controls.
 */
export function LiveCallPanel({ callId }: { callId: number }) {
  const { data, lines, error } = useLiveCall(callId, true)
  const [listen, setListen] = useState<ListenState | null>(null)
  const stopListening = useRef<(() => void) | null>(null)
  const [busy, setBusy] = useState<LiveControl["action"] | null>(null)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const [say, setSay] = useState("")
  const bottom = useRef<HTMLLIElement | null>(null)

  useEffect(() => () => stopListening.current?.(), [])
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: "nearest" })
  }, [lines.length])

  const send = async (control: LiveControl) => {
    if (busy) return
    setBusy(control.action)
    try {
      setOutcome({ ok: true, text: await controlLiveCall(callId, control) })
      if (control.action === "say") setSay("")
    } catch (err) {
      setOutcome({ ok: false, text: controlFailure(err) })
    } finally {
      setBusy(null)
    }
  }

  const toggleListen = () => {
    if (stopListening.current) {
      stopListening.current()
      stopListening.current = null
      setListen(null)
      return
    }
    if (!data?.listen) return
    stopListening.current = startListening(data.listen.url, data.listen, (state) => {
      setListen(state)
      if (state.kind === "ended" || state.kind === "failed") stopListening.current = null
    })
  }

  const onSay = (e: FormEvent) => {
    e.preventDefault()
    const message = say.trim()
    if (message) void send({ action: "say", message })
  }

  const canControl = data?.control ?? false
  const operatorPhone = data?.operatorPhone ?? null
  const listening = listen?.kind === "connecting" || listen?.kind === "playing"

  return (
    <section aria-labelledby="live-call-label" className="grid gap-2" data-testid="live-call">
      <h3 id="live-call-label" className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
        <span className="relative flex size-2">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-500 opacity-60" />
          <span className="relative inline-flex size-2 rounded-full bg-emerald-500" />
        </span>
        On the line now
      </h3>
      <ol
        aria-live="polite"
        aria-label="Live transcript"
        data-testid="live-transcript"
        tabIndex={0}
        className="grid max-h-64 gap-1.5 overflow-y-auto rounded-md border bg-muted/40 p-2 text-sm leading-relaxed"
      >
        {lines.length === 0 ? (
          <li className="text-muted-foreground">
            {error ? "The live transcript could not be loaded." : "Waiting for the first words…"}
          </li>
        ) : (
          lines.map((line) => (
            <li
              key={`${line.at}-${line.role}-${line.text}`}
              className={cn(
                "rounded-md px-2.5 py-1.5",
                line.role === "assistant" ? "mr-6 bg-primary/10" : "ml-6 bg-background ring-1 ring-border"
              )}
            >
              <span
                className={cn(
                  "text-xs font-semibold",
                  line.role === "assistant" ? "text-primary" : "text-muted-foreground"
                )}
              >
                {`${SPEAKER[line.role]}: `}
              </span>
              {line.text}
            </li>
          ))
        )}
        <li ref={bottom} aria-hidden className="h-0 list-none" />
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={toggleListen}
          disabled={!data?.listen}
          aria-pressed={listening}
        >
          {listening ? <Square aria-hidden /> : <Headphones aria-hidden />}
          {listening ? "Stop listening" : "Listen"}
        </Button>
        <Button
          type="button"
          size="sm"
          onClick={() => void send({ action: "take_over" })}
          disabled={!canControl || !operatorPhone || busy !== null}
        >
          <PhoneForwarded aria-hidden />
          {busy === "take_over" ? "Transferring…" : "Take over"}
        </Button>
        <Button
          type="button"
          variant="destructive"
          size="sm"
          onClick={() => void send({ action: "end" })}
          disabled={!canControl || busy !== null}
        >
          <PhoneOff aria-hidden />
          {busy === "end" ? "Ending…" : "End call"}
        </Button>
      </div>
      <form onSubmit={onSay} className="flex gap-2">
        <Input
          aria-label="Line for the assistant to say"
          placeholder="Something for the assistant to say now"
          value={say}
          maxLength={300}
          onChange={(e) => setSay(e.target.value)}
          disabled={!canControl}
        />
        <Button type="submit" size="sm" variant="secondary" disabled={!canControl || !say.trim() || busy !== null}>
          <Send aria-hidden />
          {busy === "say" ? "Sending…" : "Say"}
        </Button>
      </form>
      <p className="min-h-5 text-xs text-muted-foreground" aria-live="polite" data-testid="live-call-status">
        {outcome ? (
          <span className={outcome.ok ? "text-foreground" : "text-destructive"}>{outcome.text}</span>
        ) : data && !operatorPhone ? (
          <>
            Take over rings your phone.{" "}
            <Link href="/settings#live-calls" className="text-primary underline-offset-4 hover:underline">
              Add your phone in Settings
            </Link>{" "}
            to use it.
          </>
        ) : operatorPhone ? (
          `Take over connects the lead to ${formatPhoneDisplay(operatorPhone)}.`
        ) : null}
        {listen && <span className="block">{listenWords(listen)}</span>}
      </p>
    </section>
  )
}
