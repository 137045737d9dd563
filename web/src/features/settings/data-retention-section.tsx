import { Archive } from "lucide-react"
import type { Retention } from "@shared/settings"

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Label } from "@/components/ui/label"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select"
import { Skeleton } from "@/components/ui/skeleton"
import {
  RETENTION_CHOICES,
  RETENTION_FIELDS,
  retentionChanges,
  retentionFrom,
  retentionSavedText,
} from "./data-retention"
import { SaveSettingsFooter } from "./save-settings-footer"
import { useSettingsForm } from "./use-settings-form"

/** SPEC §2.10 / §9 data retention: how long call logs and scraped data are kept (the daily purge reads these). */
export function DataRetentionSection() {
  const { form, setForm, saving, onSubmit } = useSettingsForm({
    storedOf: retentionFrom,
    changesOf: retentionChanges,
    savedText: retentionSavedText,
  })

  return (
    <Card id="data-retention" className="scroll-mt-24 gap-5">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Archive className="size-5" aria-hidden />
          Data Retention
        </CardTitle>
        <CardDescription>
          How long history is kept. Older data is removed once a day; Forever keeps it all.
        </CardDescription>
      </CardHeader>
      <form onSubmit={onSubmit} noValidate className="contents">
        <CardContent className="grid grid-cols-1 gap-4">
          {RETENTION_FIELDS.map(({ key, label, help }) => (
            <div key={key} className="grid gap-2">
              <Label htmlFor={`setting-${key}`}>{label}</Label>
              {form ? (
                <Select value={form[key]} onValueChange={(v) => setForm({ ...form, [key]: v as Retention })}>
                  <SelectTrigger id={`setting-${key}`} className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {RETENTION_CHOICES.map(({ value, label: text }) => (
                      <SelectItem key={value} value={value}>
                        {text}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              ) : (
                <Skeleton className="h-9 w-full" />
              )}
              <p className="text-xs text-muted-foreground">{help}</p>
            </div>
          ))}
        </CardContent>
        <SaveSettingsFooter saving={saving} ready={form !== null} />
      </form>
    </Card>
  )
}
