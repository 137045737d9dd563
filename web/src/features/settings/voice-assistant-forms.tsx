import { useState } from "react"
import { Loader2 } from "lucide-react"
import { linkAssistantSchema, type VoiceSetupView } from "@shared/voice-setup"

import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"
import { toast } from "@/hooks/use-toast"
import { fieldErrors } from "./assistant-field-errors"
import { createAssistant, linkAssistant, voiceErrorText } from "./use-voice-setup"

type Spec = VoiceSetupView["spec"]
const FIELDS = [
  { key: "name", label: "Assistant name", rows: 0 },
  { key: "prompt", label: "Prompt (pitch, demo offer, AI disclosure)", rows: 12 },
  { key: "firstMessage", label: "First message", rows: 2 },
  { key: "voicemailMessage", label: "Voicemail message (empty: hang up)", rows: 2 },
] as const satisfies readonly { key: keyof Spec; label: string; rows: number }[]

/** Creates the assistant in Vapi (or the sandbox) from the texts the operator edits. */
export function CreateAssistantForm({ view }: { view: VoiceSetupView }) {
  const [spec, setSpec] = useState<Spec>(view.spec)
  const [busy, setBusy] = useState(false)
  const [tried, setTried] = useState(false)
  const real = view.mode === "real"
  const errors = tried ? fieldErrors(spec, real) : {}

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    setTried(true)
    if (Object.keys(fieldErrors(spec, real)).length) return
    setBusy(true)
    try {
      await createAssistant(spec)
      toast({ title: "Assistant Created", description: `“${spec.name.trim()}” is set up for calls.` })
    } catch (error) {
      toast({ variant: "destructive", title: "Assistant Not Created", description: voiceErrorText(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label="Create assistant">
      {FIELDS.map(({ key, label, rows }) => {
        const id = `voice-${key}`
        const common = {
          id,
          value: spec[key],
          "aria-invalid": errors[key] ? true : undefined,
          onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            setSpec({ ...spec, [key]: e.target.value }),
        }
        return (
          <div key={key} className="grid gap-2">
            <Label htmlFor={id}>{label}</Label>
            {rows ? <Textarea {...common} rows={rows} className="text-sm" /> : <Input {...common} />}
            {errors[key] && (
              <p role="alert" className="text-xs text-destructive">
                {errors[key]}
              </p>
            )}
          </div>
        )
      })}
      <p className="text-xs text-muted-foreground">
        Placeholders such as {"{{businessName}}"}, {"{{category}}"} and {"{{address}}"} are filled for each call.{" "}
        {real
          ? "Replace every [bracketed] blank of the template with your own words: a real call would say it as it is."
          : "Sandbox: the simulated calls accept the template's [bracketed] blanks; creating a real assistant needs them replaced."}
      </p>
      <div>
        <Button type="submit" disabled={busy}>
          {busy && <Loader2 className="animate-spin" aria-hidden />}
          {view.assistantId ? "Create a new assistant" : "Create assistant"}
        </Button>
      </div>
    </form>
  )
}

/** Links an assistant made in Vapi's dashboard; the card then shows what it lacks. */
export function LinkAssistantForm() {
  const [assistantId, setAssistantId] = useState("")
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    const parsed = linkAssistantSchema.safeParse({ assistantId })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Enter the assistant ID")
    setError(null)
    setBusy(true)
    try {
      await linkAssistant(parsed.data.assistantId)
      toast({ title: "Assistant Linked", description: "Check below what it still lacks." })
    } catch (err) {
      setError(voiceErrorText(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-2" aria-label="Link assistant">
      <Label htmlFor="voice-link-id">Assistant ID from the Vapi dashboard</Label>
      <div className="flex gap-2">
        <Input
          id="voice-link-id"
          value={assistantId}
          placeholder="e.g. 5a1b2c3d-…"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setAssistantId(e.target.value)}
        />
        <Button type="submit" variant="outline" disabled={busy}>
          {busy && <Loader2 className="animate-spin" aria-hidden />}
          Link
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
    </form>
  )
}
