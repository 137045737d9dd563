import { useState } from "react"
import { Timer } from "lucide-react"

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select"
import { Skeleton } from "@/components/ui/skeleton"
import { RATE_LIMITS, rateLimitError, rateLimitsChanges, rateLimitsFrom } from "./rate-limits"
import { SaveSettingsFooter } from "./save-settings-footer"
import { useSettingsForm } from "./use-settings-form"

const { callsPerMinute, mapsQueriesPerHour, dailyCallQuota } = RATE_LIMITS
const CALLS_PER_MINUTE = Array.from({ length: callsPerMinute.max }, (_, i) => String(i + 1))

/** SPEC §9 rate limits: the dialer's pace (read every cron tick) and lead search's hourly maps budget. */
export function RateLimitsSection() {
  const [mapsError, setMapsError] = useState<string | null>(null)
  const [quotaError, setQuotaError] = useState<string | null>(null)
  const { form, setForm, saving, onSubmit } = useSettingsForm({
    storedOf: rateLimitsFrom,
    changesOf: rateLimitsChanges,
    savedText: () => "Calls and lead searches follow the new limits from now on.",
    explains: () => true,
    validate: (values) => {
      const error = rateLimitError("mapsQueriesPerHour", values.mapsQueriesPerHour)
      const quota = rateLimitError("dailyCallQuota", values.dailyCallQuota)
      setMapsError(error)
      setQuotaError(quota)
      return error ? "maps-queries-per-hour" : quota ? "daily-call-quota" : null
    },
  })

  return (
    <Card id="rate-limits" className="scroll-mt-24 gap-5">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Timer className="size-5" aria-hidden />
          Rate Limits
        </CardTitle>
        <CardDescription>
          How fast and how many calls are placed, and how many Google Maps queries lead search may make.
        </CardDescription>
      </CardHeader>
      <form onSubmit={onSubmit} noValidate className="contents">
        <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {form ? (
            <>
              <div className="grid content-start gap-2">
                <Label htmlFor="calls-per-minute">Calls per minute</Label>
                <Select value={form.callsPerMinute} onValueChange={(v) => setForm({ ...form, callsPerMinute: v })}>
                  <SelectTrigger id="calls-per-minute" className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {CALLS_PER_MINUTE.map((n) => (
                      <SelectItem key={n} value={n}>
                        {n} per minute
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <p className="text-xs text-muted-foreground">
                  Across all campaigns ({callsPerMinute.min} to {callsPerMinute.max}, default {callsPerMinute.default}).
                </p>
              </div>
              <div className="grid content-start gap-2">
                <Label htmlFor="maps-queries-per-hour">Maps queries per hour</Label>
                <Input
                  id="maps-queries-per-hour"
                  type="number"
                  inputMode="numeric"
                  min={mapsQueriesPerHour.min}
                  max={mapsQueriesPerHour.max}
                  step={1}
                  value={form.mapsQueriesPerHour}
                  aria-invalid={mapsError ? true : undefined}
                  aria-describedby={mapsError ? "maps-queries-per-hour-error" : "maps-queries-per-hour-help"}
                  onChange={(e) => {
                    setForm({ ...form, mapsQueriesPerHour: e.target.value })
                    if (mapsError) setMapsError(rateLimitError("mapsQueriesPerHour", e.target.value))
                  }}
                />
                {mapsError ? (
                  <p id="maps-queries-per-hour-error" role="alert" className="text-xs text-destructive">
                    {mapsError}
                  </p>
                ) : (
                  <p id="maps-queries-per-hour-help" className="text-xs text-muted-foreground">
                    Billed Google Places requests ({mapsQueriesPerHour.min} to {mapsQueriesPerHour.max}, default{" "}
                    {mapsQueriesPerHour.default}). Searches wait for the next hour once it is used up.
                  </p>
                )}
              </div>
              <div className="grid content-start gap-2">
                <Label htmlFor="daily-call-quota">Calls per day</Label>
                <Input
                  id="daily-call-quota"
                  type="number"
                  inputMode="numeric"
                  min={dailyCallQuota.min}
                  max={dailyCallQuota.max}
                  step={1}
                  value={form.dailyCallQuota}
                  aria-invalid={quotaError ? true : undefined}
                  aria-describedby={quotaError ? "daily-call-quota-error" : "daily-call-quota-help"}
                  onChange={(e) => {
                    setForm({ ...form, dailyCallQuota: e.target.value })
                    if (quotaError) setQuotaError(rateLimitError("dailyCallQuota", e.target.value))
                  }}
                />
                {quotaError ? (
                  <p id="daily-call-quota-error" role="alert" className="text-xs text-destructive">
                    {quotaError}
                  </p>
                ) : (
                  <p id="daily-call-quota-help" className="text-xs text-muted-foreground">
                    The daily quota (default {Number(dailyCallQuota.default).toLocaleString("en-US")}): no call is
                    placed past it until midnight in your time zone, Call Now included.
                  </p>
                )}
              </div>
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
