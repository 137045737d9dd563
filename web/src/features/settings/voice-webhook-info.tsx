import { useState } from "react"
import { Loader2, RefreshCw } from "lucide-react"
import type { VoiceSetupView } from "@shared/voice-setup"

import { useOperatorZone } from "@/hooks/use-operator-zone"
import { fullDateTime } from "@/lib/zoned-format"
import { Button } from "@/components/ui/button"
import { toast } from "@/hooks/use-toast"
import { rotateWebhookSecret, voiceErrorText } from "./use-voice-setup"

/** Which secret the webhook accepts, in words (never the secret itself). */
function webhookSecretText(view: VoiceSetupView, zone: string) {
  const created = view.generatedSecretCreatedAt
    ? `the app's generated secret, created ${fullDateTime(view.generatedSecretCreatedAt, zone, { zoneName: true })}`
    : "the app's generated secret"
  switch (view.webhookAuth) {
    case "environment":
      return view.generatedSecretAccepted
        ? `In force: VAPI_WEBHOOK_SECRET from the environment. ${capital(created)} is still accepted until Fix gives the assistant VAPI_WEBHOOK_SECRET; then it is refused.`
        : "In force: VAPI_WEBHOOK_SECRET from the environment (the app's generated secret is refused). To change it, set a new VAPI_WEBHOOK_SECRET, then use Fix."
    case "generated":
      return `In force: ${created}, which Vapi holds in a credential. Rotate gives Vapi a new one and refuses the old one.`
    case "none":
      return "A webhook secret is generated and given to Vapi when you create or fix the assistant."
  }
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** The webhook URL Vapi reports to, the secret in force and Rotate (only for the generated secret). */
export function WebhookInfo({ view }: { view: VoiceSetupView }) {
  const zone = useOperatorZone()
  const [rotating, setRotating] = useState(false)

  async function rotate() {
    setRotating(true)
    try {
      await rotateWebhookSecret()
      toast({
        title: "Webhook Secret Rotated",
        description: "Vapi has the new secret; webhooks with the old one are refused from now on.",
      })
    } catch (error) {
      toast({ variant: "destructive", title: "Webhook Secret Not Rotated", description: voiceErrorText(error) })
    } finally {
      setRotating(false)
    }
  }

  return (
    <div className="grid gap-1 text-sm">
      <span className="font-medium">Webhook URL</span>
      <code className="rounded bg-muted px-2 py-1 text-xs break-all" data-testid="voice-webhook-url">
        {view.webhookUrl}
      </code>
      <div className="flex items-start justify-between gap-2">
        <p className="text-xs text-muted-foreground" data-testid="voice-webhook-secret">
          {webhookSecretText(view, zone)}
        </p>
        {view.webhookAuth === "generated" && (
          <Button size="sm" variant="outline" onClick={() => void rotate()} disabled={rotating}>
            {rotating ? <Loader2 className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
            Rotate secret
          </Button>
        )}
      </div>
      {view.webhookUrlWarning && <p className="text-xs text-amber-700">{view.webhookUrlWarning}</p>}
    </div>
  )
}
