import { Gauge } from "lucide-react"

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Checkbox } from "@/components/ui/checkbox"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Skeleton } from "@/components/ui/skeleton"
import { dialingRulesChanges, dialingRulesFrom } from "./dialing-rules"
import { SaveSettingsFooter } from "./save-settings-footer"
import { useSettingsForm } from "./use-settings-form"

/** How many calls at once and when the dialer may call: read by every cron tick (47 CFR 64.1200). The pace is under Rate Limits. */
export function DialingRulesSection() {
  const { form, setForm, saving, onSubmit } = useSettingsForm({
    storedOf: dialingRulesFrom,
    changesOf: dialingRulesChanges,
    savedText: () => "The dialer uses the new rules from its next tick.",
    explains: () => true,
  })

  return (
    <Card className="gap-5">
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
