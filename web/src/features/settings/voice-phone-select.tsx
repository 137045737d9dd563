import { useState } from "react"
import { INBOUND_ONLY_MESSAGE, isInboundOnly } from "@shared/voice-number"
import type { VoiceSetupView } from "@shared/voice-setup"

import { Label } from "@/components/ui/label"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select"
import { Skeleton } from "@/components/ui/skeleton"
import { toast } from "@/hooks/use-toast"
import { choosePhoneNumber, numberLabel, providerLabel, useVoiceNumbers, voiceErrorText } from "./use-voice-setup"
import { ImportTwilioNumber } from "./voice-import-number"

/**
 * The caller number, picked from the account's numbers (saved as soon as it is chosen). Each shows
 * where it comes from; a free Vapi number takes inbound calls only, so it is shown but not offered.
 */
export function VoicePhoneSelect({ view }: { view: VoiceSetupView }) {
  const { data: numbers, error } = useVoiceNumbers(view.mode !== "not_configured")
  const [saving, setSaving] = useState(false)

  async function choose(id: string) {
    setSaving(true)
    try {
      await choosePhoneNumber(id)
      const chosen = numbers?.find((n) => n.id === id)
      toast({ title: "Phone Number Saved", description: `Calls now come from ${chosen ? numberLabel(chosen) : id}.` })
    } catch (err) {
      toast({ variant: "destructive", title: "Phone Number Not Saved", description: voiceErrorText(err) })
    } finally {
      setSaving(false)
    }
  }

  const saved = numbers?.find((n) => n.id === view.phoneNumberId)
  const known = !!saved
  return (
    <div className="grid gap-2">
      <Label htmlFor="voice-phone-number">Phone number</Label>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {voiceErrorText(error)}
        </p>
      ) : !numbers ? (
        <Skeleton className="h-9 w-full" />
      ) : numbers.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          This Vapi account has no phone numbers yet: import your Twilio number below (or one from Telnyx or DIDWW in
          the Vapi dashboard, then reload). A free Vapi number takes inbound calls only.
        </p>
      ) : (
        <Select value={known ? view.phoneNumberId : ""} onValueChange={(id) => void choose(id)} disabled={saving}>
          <SelectTrigger id="voice-phone-number" className="w-full">
            <SelectValue placeholder="Choose the number calls come from" />
          </SelectTrigger>
          <SelectContent>
            {numbers.map((n) => (
              <SelectItem key={n.id} value={n.id} disabled={isInboundOnly(n.provider)} description={providerLabel(n)}>
                {numberLabel(n)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
      {view.phoneNumberId && numbers && !known && (
        <p className="text-xs text-amber-700">The saved number ({view.phoneNumberId}) is not in this account.</p>
      )}
      {saved && isInboundOnly(saved.provider) && (
        <p role="alert" className="text-xs text-destructive">
          {INBOUND_ONLY_MESSAGE}
        </p>
      )}
      {numbers?.some((n) => isInboundOnly(n.provider)) && !(saved && isInboundOnly(saved.provider)) && (
        <p className="text-xs text-muted-foreground">
          Free Vapi numbers take inbound calls only, so they cannot be chosen for calling out.
        </p>
      )}
      {view.mode === "real" && <ImportTwilioNumber />}
    </div>
  )
}
