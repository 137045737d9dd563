import { useState } from "react"
import { Loader2 } from "lucide-react"
import { type ImportTwilioNumberInput, importTwilioNumberSchema } from "@shared/voice-number"

import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { toast } from "@/hooks/use-toast"
import { importTwilioNumber, numberLabel, voiceErrorText } from "./use-voice-setup"

const EMPTY: ImportTwilioNumberInput = { number: "", accountSid: "", authToken: "" }
const FIELDS = [
  { key: "number", label: "Twilio phone number", placeholder: "+1 616 555 0100", type: "tel" },
  { key: "accountSid", label: "Account SID", placeholder: "AC…", type: "text" },
  { key: "authToken", label: "Auth token", placeholder: "From the Twilio Console", type: "password" },
] as const

function fieldErrors(input: ImportTwilioNumberInput) {
  const parsed = importTwilioNumberSchema.safeParse(input)
  const out: Partial<Record<keyof ImportTwilioNumberInput, string>> = {}
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    out[issue.path[0] as keyof ImportTwilioNumberInput] ??= issue.message
  }
  return out
}

/**
 * Imports the operator's Twilio number into Vapi, so calls can go out from it (a free Vapi number
 * takes inbound calls only). The auth token is sent to Vapi once and never kept by the app; the form
 * forgets it as soon as the import is done.
 */
export function ImportTwilioNumber() {
  const [open, setOpen] = useState(false)
  const [input, setInput] = useState(EMPTY)
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const errors = tried ? fieldErrors(input) : {}

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    setTried(true)
    if (Object.keys(fieldErrors(input)).length) return
    setBusy(true)
    try {
      const made = await importTwilioNumber(input)
      toast({
        title: "Twilio Number Imported",
        description: `${numberLabel(made)} is in your Vapi account: choose it above.`,
      })
      setInput(EMPTY)
      setTried(false)
      setOpen(false)
    } catch (error) {
      toast({ variant: "destructive", title: "Number Not Imported", description: voiceErrorText(error) })
    } finally {
      setBusy(false)
    }
  }

  if (!open) {
    return (
      <div>
        <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
          Import a Twilio number
        </Button>
      </div>
    )
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-md border p-3" aria-label="Import a Twilio number">
      <p className="text-sm text-muted-foreground">
        Buy a number in the Twilio Console, then enter it here with your Account SID and auth token. They are sent once
        to Vapi, which places your calls through Twilio; this app does not keep the token.
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        {FIELDS.map(({ key, label, placeholder, type }) => (
          <div key={key} className="grid content-start gap-2">
            <Label htmlFor={`twilio-${key}`}>{label}</Label>
            <Input
              id={`twilio-${key}`}
              type={type}
              value={input[key]}
              placeholder={placeholder}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={errors[key] ? true : undefined}
              onChange={(e) => setInput({ ...input, [key]: e.target.value })}
            />
            {errors[key] && (
              <p role="alert" className="text-xs text-destructive">
                {errors[key]}
              </p>
            )}
          </div>
        ))}
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {busy && <Loader2 className="animate-spin" aria-hidden />}
          Import number
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => (setOpen(false), setInput(EMPTY))}
          disabled={busy}
        >
          Cancel
        </Button>
      </div>
    </form>
  )
}
