import { useState, type FormEvent } from "react"
import { Plus } from "lucide-react"
import { DNC_MESSAGES } from "@shared/dnc"
import { formatPhoneDisplay, toE164 } from "@shared/phone"

import { toast } from "@/hooks/use-toast"
import { toastApiError } from "@/lib/toast-error"
import { Button } from "@/components/ui/button"
import { FieldError } from "@/components/ui/field"
import { PhoneInput } from "@/components/phone-input"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { dncApi, refreshDnc } from "./use-dnc"

/** Add one number, typed as (555) 123-4567 and stored normalised (SPEC §5). */
export function DncAddForm() {
  const [phone, setPhone] = useState("")
  const [reason, setReason] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const normalized = toE164(phone)
    const problem = !phone.trim() ? DNC_MESSAGES.phoneRequired : !normalized ? DNC_MESSAGES.phoneInvalid : null
    if (problem || !normalized) {
      setError(problem)
      return
    }
    setBusy(true)
    try {
      const { created } = await dncApi.add(normalized, reason.trim() || undefined)
      toast(
        created
          ? { title: "Number Added", description: `${formatPhoneDisplay(normalized)} will not be called again.` }
          : { title: "Already Listed", description: `${formatPhoneDisplay(normalized)} is already on the list.` }
      )
      setPhone("")
      setReason("")
    } catch (err) {
      toastApiError(err, { fallback: "Failed to add number" })
    } finally {
      setBusy(false)
      void refreshDnc()
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_auto] sm:items-end"
    >
      <div className="grid gap-2">
        <Label htmlFor="dnc-phone">Phone number</Label>
        <PhoneInput
          id="dnc-phone"
          value={phone}
          onValueChange={(next) => {
            setPhone(next)
            setError(null)
          }}
          aria-invalid={error !== null}
          autoComplete="off"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="dnc-reason">Reason (optional)</Label>
        <Input
          id="dnc-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder="Asked not to be called"
          maxLength={500}
        />
      </div>
      <Button type="submit" disabled={busy}>
        <Plus aria-hidden />
        {busy ? "Adding..." : "Add Number"}
      </Button>
      {error && <FieldError className="sm:col-span-3">{error}</FieldError>}
    </form>
  )
}
