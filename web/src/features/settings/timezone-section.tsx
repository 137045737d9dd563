import { useMemo } from "react"
import { Globe } from "lucide-react"

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Label } from "@/components/ui/label"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select"
import { Skeleton } from "@/components/ui/skeleton"
import { timezoneFrom } from "@/hooks/use-operator-zone"
import { SaveSettingsFooter } from "./save-settings-footer"
import { timeZoneOptions, timezoneChanges } from "./timezone"
import { useSettingsForm } from "./use-settings-form"

/** SPEC §2.10 timezone: the operator's day (the dashboard's "today" and the times the assistant names). */
export function TimezoneSection() {
  const { form, setForm, saving, onSubmit } = useSettingsForm({
    storedOf: timezoneFrom,
    changesOf: timezoneChanges,
    savedText: () => "Today's figures and every screen's times now follow the new time zone.",
  })
  const options = useMemo(() => timeZoneOptions(form ?? ""), [form])

  return (
    <Card id="timezone" className="scroll-mt-24 gap-5">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Globe className="size-5" aria-hidden />
          Time Zone
        </CardTitle>
        <CardDescription>
          Where your day starts and ends (today's figures, the daily report, the daily data clean-up) and the zone every
          screen shows times in. Each campaign keeps its own calling-window zone, and its start times read in it.
        </CardDescription>
      </CardHeader>
      <form onSubmit={onSubmit} noValidate className="contents">
        <CardContent className="grid grid-cols-1 gap-2">
          <Label htmlFor="operator-timezone">Operator time zone</Label>
          {form !== null ? (
            <Select value={form} onValueChange={setForm}>
              <SelectTrigger id="operator-timezone" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent className="max-h-80">
                {options.map(({ zone, label }) => (
                  <SelectItem key={zone} value={zone}>
                    {label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          ) : (
            <Skeleton className="h-9 w-full" />
          )}
        </CardContent>
        <SaveSettingsFooter saving={saving} ready={form !== null} />
      </form>
    </Card>
  )
}
