import { useState, type FormEvent } from "react"
import { CheckCircle2, Loader2, PhoneOutgoing, XCircle } from "lucide-react"
import { PHONE_INVALID_MESSAGE, formatPhoneDisplay, toE164 } from "@shared/phone"
import { testCallNumberProblem } from "@shared/test-call-number"
import type { TestCallView } from "@shared/voice-setup"

import { toast } from "@/hooks/use-toast"
import { serverMessage } from "@/lib/toast-error"
import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { FieldError } from "@/components/ui/field"
import { PhoneInput } from "@/components/phone-input"
import { Label } from "@/components/ui/label"
import { placeTestCall, testCallOver, testCallStage, useLastTestCall } from "./use-test-call"

const duration = (s: number | null) => (s === null ? "" : `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`)

/** The call as it goes: status, then the end-of-call report (summary, outcome, transcript). */
function TestCallProgress({ call }: { call: TestCallView }) {
  const over = testCallOver(call)
  const failed = call.status === "failed" || call.result === "failed"
  return (
    <div className="grid gap-3 rounded-md border p-3 text-sm" data-testid="voice-test-call-progress" aria-live="polite">
      <div className="flex flex-wrap items-center gap-2">
        {!over ? (
          <Loader2 className="size-4 animate-spin text-muted-foreground" aria-hidden />
        ) : failed ? (
          <XCircle className="size-4 text-destructive" aria-hidden />
        ) : (
          <CheckCircle2 className="size-4 text-emerald-600" aria-hidden />
        )}
        <span className="font-medium" data-testid="voice-test-call-stage">
          {testCallStage(call)}
        </span>
        <span className="text-muted-foreground">{formatPhoneDisplay(call.phone)}</span>
        {call.mode === "sandbox" && <Badge variant="warning">Sandbox</Badge>}
        {!!call.duration && <span className="text-muted-foreground">{duration(call.duration)}</span>}
      </div>
      {call.error && <p className="text-destructive">{call.error}</p>}
      {call.reported && (
        <dl className="grid gap-2 sm:grid-cols-[8rem_minmax(0,1fr)]">
          <dt className="text-muted-foreground">Ended because</dt>
          <dd>{call.endedReason ?? "—"}</dd>
          <dt className="text-muted-foreground">Outcome</dt>
          <dd data-testid="voice-test-call-outcome">
            {call.demoScheduled
              ? `Demo agreed${call.demoDate ? ` for ${new Date(call.demoDate).toLocaleString()}` : ""} (a test call books nothing)`
              : "No demo booked"}
          </dd>
          {call.summary && (
            <>
              <dt className="text-muted-foreground">Summary</dt>
              <dd>{call.summary}</dd>
            </>
          )}
        </dl>
      )}
      {call.transcript && (
        <details>
          <summary className="cursor-pointer text-muted-foreground">Transcript</summary>
          <pre className="mt-2 max-h-60 overflow-auto rounded bg-muted p-2 text-xs whitespace-pre-wrap">
            {call.transcript}
          </pre>
        </details>
      )}
      {over && call.reported && !failed && (
        <p className="text-xs text-muted-foreground">
          The call's report reached this app: the key, the number, the assistant and the reporting link all work. Test
          calls never count in the dashboard or campaign figures.
        </p>
      )}
    </div>
  )
}

/** Settings → Voice "Test call": the assistant calls the operator's own phone; followed live to its report. */
export function VoiceTestCall({ sandbox }: { sandbox: boolean }) {
  const { data: call } = useLastTestCall()
  const [phone, setPhone] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const inProgress = !!call && !testCallOver(call)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const e164 = toE164(phone)
    if (!e164) {
      setError(phone.trim() ? PHONE_INVALID_MESSAGE : "Enter your phone number")
      return
    }
    // The server's rule (premium-rate, N11, 555 information lines), said before sending.
    const refused = testCallNumberProblem(e164)
    if (refused) {
      setError(refused)
      return
    }
    setBusy(true)
    try {
      await placeTestCall(e164)
      toast({ title: "Test Call Placed", description: `Calling ${formatPhoneDisplay(e164)}.` })
    } catch (err) {
      toast({
        variant: "destructive",
        title: "Test Call Failed",
        description: serverMessage(err, [400, 409, 429, 502]) ?? "The test call could not be placed. Please try again.",
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section
      id="voice-test-call"
      className="grid scroll-mt-24 gap-3 border-t pt-5"
      aria-labelledby="voice-test-call-title"
    >
      <div className="grid gap-1">
        <h3 id="voice-test-call-title" className="flex items-center gap-2 font-medium">
          <PhoneOutgoing className="size-4" aria-hidden />
          Test call to your phone
        </h3>
        <p className="text-sm text-muted-foreground">
          {sandbox
            ? "Sandbox: the simulated voice plays a call to this number and reports back; no phone rings."
            : "The assistant calls your number from the chosen line. Its end-of-call report proves the whole loop in about a minute."}
        </p>
      </div>
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_max-content] sm:items-end"
      >
        <div className="grid gap-2">
          <Label htmlFor="voice-test-phone">Your phone number</Label>
          <PhoneInput
            id="voice-test-phone"
            autoComplete="tel"
            value={phone}
            onValueChange={(next) => {
              setPhone(next)
              setError(null)
            }}
            aria-invalid={error !== null}
            aria-describedby={error ? "voice-test-phone-error" : undefined}
          />
        </div>
        <Button type="submit" disabled={busy || inProgress}>
          {(busy || inProgress) && <Loader2 className="animate-spin" aria-hidden />}
          {inProgress ? "Call in progress…" : "Call me"}
        </Button>
        {error && (
          <FieldError id="voice-test-phone-error" className="sm:col-span-2">
            {error}
          </FieldError>
        )}
      </form>
      {call && <TestCallProgress call={call} />}
    </section>
  )
}
