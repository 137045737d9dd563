import { PhoneForwarded } from "lucide-react"

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Checkbox } from "@/components/ui/checkbox"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { PhoneInput } from "@/components/phone-input"
import { Skeleton } from "@/components/ui/skeleton"
import { cn } from "@/lib/utils"
import { liveCallsChanges, liveCallsFrom, liveCallsProblem, operatorPhoneMessage, WEEKDAYS } from "./live-calls"
import { SaveSettingsFooter } from "./save-settings-footer"
import { useSettingsForm } from "./use-settings-form"

/**
 * Where Take over rings and when the assistant may hand a lead to a person (issue 36). The hours read
 * in the operator's time zone (Settings → Time Zone).
 */
export function LiveCallsSection() {
  const { form, setForm, saving, onSubmit } = useSettingsForm({
    storedOf: liveCallsFrom,
    changesOf: liveCallsChanges,
    validate: liveCallsProblem,
    savedText: () => "Take over and the assistant's transfers use the new phone and hours.",
    explains: () => true,
  })
  const problem = form ? liveCallsProblem(form) : null

  return (
    <Card id="live-calls" className="scroll-mt-24 gap-5">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <PhoneForwarded className="size-5" aria-hidden />
          Live Calls
        </CardTitle>
        <CardDescription>
          Your phone, for Take over in Call Details and for leads who ask the assistant for a person. Outside your hours
          the assistant books a callback instead.
        </CardDescription>
      </CardHeader>
      <form onSubmit={onSubmit} noValidate className="contents">
        <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {form ? (
            <>
              <div className="grid gap-2 sm:col-span-2">
                <Label htmlFor="operator-phone">Your phone</Label>
                <PhoneInput
                  id="operator-phone"
                  value={form.phone}
                  onValueChange={(phone) => setForm({ ...form, phone })}
                  aria-invalid={problem === "operator-phone"}
                  aria-describedby="operator-phone-help"
                  className="sm:max-w-xs"
                />
                <p
                  id="operator-phone-help"
                  className={cn("text-xs", problem === "operator-phone" ? "text-destructive" : "text-muted-foreground")}
                >
                  {problem === "operator-phone"
                    ? operatorPhoneMessage(form.phone)
                    : "Take over transfers the lead to this number. Leave it empty to turn Take over off."}
                </p>
              </div>
              <label className="flex items-start gap-3 sm:col-span-2">
                <Checkbox
                  checked={form.available}
                  onCheckedChange={(v) => setForm({ ...form, available: v === true })}
                  className="mt-0.5"
                />
                <span className="grid gap-1 text-sm">
                  <span className="font-medium">The assistant may transfer leads to me</span>
                  <span className="text-muted-foreground">
                    When a lead asks for a person during these hours, the assistant tells you who it is in one sentence
                    and connects you. Your phone must be set.
                  </span>
                </span>
              </label>
              {form.available && (
                <>
                  <fieldset className="grid gap-2 sm:col-span-2" id="operator-days" tabIndex={-1}>
                    <legend className="mb-1 text-sm font-medium">Days</legend>
                    <div className="flex flex-wrap gap-1.5">
                      {WEEKDAYS.map(({ day, short }) => {
                        const on = form.days.includes(day)
                        return (
                          <button
                            key={day}
                            type="button"
                            aria-pressed={on}
                            onClick={() =>
                              setForm({ ...form, days: on ? form.days.filter((d) => d !== day) : [...form.days, day] })
                            }
                            className={cn(
                              "h-8 min-w-12 rounded-md border px-2 text-sm",
                              on ? "border-primary bg-primary text-primary-foreground" : "bg-background"
                            )}
                          >
                            {short}
                          </button>
                        )
                      })}
                    </div>
                    {problem === "operator-days" && (
                      <p className="text-xs text-destructive">Choose at least one day.</p>
                    )}
                  </fieldset>
                  <div className="grid gap-2">
                    <Label htmlFor="operator-start">From</Label>
                    <Input
                      id="operator-start"
                      type="time"
                      value={form.start}
                      onChange={(e) => setForm({ ...form, start: e.target.value })}
                    />
                  </div>
                  <div className="grid gap-2">
                    <Label htmlFor="operator-end">Until</Label>
                    <Input
                      id="operator-end"
                      type="time"
                      value={form.end}
                      aria-invalid={problem === "operator-end"}
                      onChange={(e) => setForm({ ...form, end: e.target.value })}
                    />
                    {problem === "operator-end" && (
                      <p className="text-xs text-destructive">The end must be after the start.</p>
                    )}
                  </div>
                </>
              )}
            </>
          ) : (
            <Skeleton className="h-24 w-full sm:col-span-2" />
          )}
        </CardContent>
        <SaveSettingsFooter saving={saving} ready={form !== null} />
      </form>
    </Card>
  )
}
