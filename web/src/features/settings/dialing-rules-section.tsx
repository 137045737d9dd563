import { AlertTriangle, Gauge } from "lucide-react"
import { CALLING_HOURS_PRESET_KEYS, CALLING_HOURS_PRESETS, CALLING_HOURS_REACH } from "@shared/calling-hours"
import type { CallingPolicy } from "@shared/calling-policy"

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Checkbox } from "@/components/ui/checkbox"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select"
import { Skeleton } from "@/components/ui/skeleton"
import { callingPolicyNote, dialingRulesChanges, dialingRulesFrom, type DialingRulesForm } from "./dialing-rules"
import { SaveSettingsFooter } from "./save-settings-footer"
import { useSettingsForm } from "./use-settings-form"

/** How many calls at once and when the dialer may call: read by every cron tick (47 CFR 64.1200). The pace is under Rate Limits. */
export function DialingRulesSection() {
  const { form, setForm, saving, onSubmit } = useSettingsForm({
    storedOf: dialingRulesFrom,
    changesOf: dialingRulesChanges,
    savedText: () => "Calls follow the new rules from the next minute.",
    explains: () => true,
  })

  return (
    <Card id="dialing-rules" className="scroll-mt-24 gap-5">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Gauge className="size-5" aria-hidden />
          Dialing Rules
        </CardTitle>
        <CardDescription>
          Concurrency and calling hours for every campaign. Each campaign also keeps its own window and spacing.
        </CardDescription>
      </CardHeader>
      <form onSubmit={onSubmit} noValidate className="contents">
        <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {form ? (
            <>
              <div className="grid gap-2">
                <Label htmlFor="concurrency-limit">Calls at the same time</Label>
                <Input
                  id="concurrency-limit"
                  inputMode="numeric"
                  value={form.concurrencyLimit}
                  onChange={(e) => setForm({ ...form, concurrencyLimit: e.target.value })}
                />
                <p className="text-xs text-muted-foreground">Your Vapi plan's concurrency limit (10 by default).</p>
              </div>
              <label className="flex items-start gap-3 sm:col-span-2">
                <Checkbox
                  checked={form.calleeHoursOnly}
                  onCheckedChange={(v) => setForm({ ...form, calleeHoursOnly: v === true })}
                  className="mt-0.5"
                />
                <span className="grid gap-1 text-sm">
                  <span className="font-medium">Only call between 8am and 9pm in the callee's local time</span>
                  <span className="text-muted-foreground">
                    Telephone solicitations are limited to these hours (47 CFR 64.1200). The time zone comes from the
                    contact's address or area code; campaign forms warn when their window falls outside.
                  </span>
                </span>
              </label>
              <CallingPolicyField form={form} onChange={(callingPolicy) => setForm({ ...form, callingPolicy })} />
              <p className="text-xs text-muted-foreground sm:col-span-2">
                No answer and busy are retried twice more, at least an hour apart, inside the window. Numbers on the
                do-not-call list are never dialled.
              </p>
            </>
          ) : (
            <Skeleton className="h-32 w-full sm:col-span-2" />
          )}
        </CardContent>
        <SaveSettingsFooter saving={saving} ready={form !== null} />
      </form>
    </Card>
  )
}

/** The calling policy: the hours new campaigns and AI Automation start from, chosen once. */
function CallingPolicyField({ form, onChange }: { form: DialingRulesForm; onChange: (p: CallingPolicy) => void }) {
  const note = callingPolicyNote(form)
  return (
    <div className="grid gap-2 sm:col-span-2">
      <Label htmlFor="calling-policy">Calling hours new campaigns start from</Label>
      <Select value={form.callingPolicy} onValueChange={(v) => onChange(v as CallingPolicy)}>
        <SelectTrigger id="calling-policy" className="w-full sm:max-w-sm">
          <SelectValue placeholder="Not chosen yet" />
        </SelectTrigger>
        <SelectContent className="max-w-(--radix-select-trigger-width)">
          {CALLING_HOURS_PRESET_KEYS.map((key) => (
            <SelectItem key={key} value={key} description={CALLING_HOURS_REACH[key]}>
              {CALLING_HOURS_PRESETS[key].label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p
        data-testid="calling-policy-note"
        className={
          note.warn ? "flex items-start gap-1.5 text-xs text-warning-foreground" : "text-xs text-muted-foreground"
        }
      >
        {note.warn && <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden />}
        {note.text}
      </p>
      <p className="text-xs text-muted-foreground">
        Every campaign form and AI Automation can still pick other hours for one campaign.
      </p>
    </div>
  )
}
