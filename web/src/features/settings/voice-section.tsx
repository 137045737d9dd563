import { useState } from "react"
import { AlertTriangle, CheckCircle2, Loader2, PhoneCall } from "lucide-react"
import type { VoiceSetupView } from "@shared/voice-setup"

import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Skeleton } from "@/components/ui/skeleton"
import { toast } from "@/hooks/use-toast"
import { fixAssistant, useVoiceSetup, voiceErrorText } from "./use-voice-setup"
import { CreateAssistantForm, LinkAssistantForm } from "./voice-assistant-forms"
import { VoicePhoneSelect } from "./voice-phone-select"
import { VoiceStartOver } from "./voice-start-over"
import { VoiceTestCall } from "./voice-test-call"
import { WebhookInfo } from "./voice-webhook-info"

const MODE = {
  real: { variant: "success", label: "Live" },
  sandbox: { variant: "warning", label: "Sandbox" },
  not_configured: { variant: "destructive", label: "Not configured" },
} as const

function AssistantStatus({ view }: { view: VoiceSetupView }) {
  const [fixing, setFixing] = useState(false)
  if (view.assistantError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {view.assistantError}
      </p>
    )
  }
  const a = view.assistant
  if (!a) return <p className="text-sm text-muted-foreground">No assistant yet: create one below, or link yours.</p>

  async function fix() {
    setFixing(true)
    try {
      const next = await fixAssistant()
      const left = next.assistant?.problems.length ?? 0
      toast({ title: "Assistant Updated", description: left ? "Some differences remain." : "It now has all it needs." })
    } catch (error) {
      toast({ variant: "destructive", title: "Assistant Not Updated", description: voiceErrorText(error) })
    } finally {
      setFixing(false)
    }
  }

  return (
    <div className="grid gap-2 rounded-md border p-3 text-sm" data-testid="voice-assistant">
      <div className="flex items-center gap-2">
        {a.problems.length ? (
          <AlertTriangle className="size-4 text-amber-600" aria-hidden />
        ) : (
          <CheckCircle2 className="size-4 text-emerald-600" aria-hidden />
        )}
        <span className="font-medium">{a.name || "Unnamed assistant"}</span>
        <span className="truncate text-xs text-muted-foreground">{a.id}</span>
      </div>
      {a.problems.length ? (
        <>
          <ul className="list-disc pl-5 text-muted-foreground">
            {a.problems.map((p) => (
              <li key={p.field}>{p.message}</li>
            ))}
          </ul>
          <div>
            <Button size="sm" onClick={() => void fix()} disabled={fixing}>
              {fixing && <Loader2 className="animate-spin" aria-hidden />}
              Fix
            </Button>
          </div>
        </>
      ) : (
        <p className="text-muted-foreground">
          Ready: it reports every call to this app and can book demos and hang up by itself.
        </p>
      )}
    </div>
  )
}

/** Settings → Voice: the Vapi assistant the app sets up (or links and fixes) and the number it calls from. */
export function VoiceSection() {
  const { data: view, error } = useVoiceSetup()
  const [tab, setTab] = useState<"create" | "link">("create")

  return (
    <Card id="voice" className="scroll-mt-24 gap-5" data-testid="voice-section">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <PhoneCall className="size-5" aria-hidden />
          Voice
          {view && <Badge variant={MODE[view.mode].variant}>{MODE[view.mode].label}</Badge>}
        </CardTitle>
        <CardDescription>
          {view?.mode === "sandbox"
            ? "Sandbox: calls are simulated and no Vapi account is used. The assistant and numbers here are the sandbox's."
            : "The Vapi assistant that places your calls, and the number it calls from."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {error && !view && <p className="text-sm text-destructive">{voiceErrorText(error)}</p>}
        {!view && !error && <Skeleton className="h-40 w-full" />}
        {view?.mode === "not_configured" && <p className="text-sm text-muted-foreground">{view.reason}</p>}
        {view && view.mode !== "not_configured" && (
          <>
            {view.mode === "real" && <WebhookInfo view={view} />}
            <AssistantStatus view={view} />
            <div className="flex gap-2" role="group" aria-label="Assistant setup">
              <Button size="sm" variant={tab === "create" ? "secondary" : "ghost"} onClick={() => setTab("create")}>
                Create assistant
              </Button>
              <Button size="sm" variant={tab === "link" ? "secondary" : "ghost"} onClick={() => setTab("link")}>
                Link existing
              </Button>
            </div>
            {tab === "create" ? <CreateAssistantForm view={view} /> : <LinkAssistantForm />}
            <VoicePhoneSelect view={view} />
            <VoiceTestCall sandbox={view.mode === "sandbox"} />
            <VoiceStartOver />
          </>
        )}
      </CardContent>
    </Card>
  )
}
