import { useState } from "react"
import { KeyRound } from "lucide-react"

import { Badge } from "@/components/ui/badge"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Label } from "@/components/ui/label"
import { Skeleton } from "@/components/ui/skeleton"
import { useSystemStatus } from "@/hooks/use-system-status"
import {
  API_FIELDS,
  type ApiConfigForm,
  type ApiFieldKey,
  changedSettings,
  describeVoiceMode,
  fieldError,
  refusedKeys,
  savedSummary,
  storedValues,
  withEmptySecrets,
} from "./api-config"
import { ApiKeyField } from "./api-key-field"
import { SaveSettingsFooter } from "./save-settings-footer"
import { useSettingsForm } from "./use-settings-form"

const MODE_BADGE = {
  live: { variant: "success", label: "Live" },
  sandbox: { variant: "warning", label: "Sandbox" },
  off: { variant: "destructive", label: "Not configured" },
  error: { variant: "destructive", label: "Error" },
} as const

function VoiceModeNote({ form }: { form: ApiConfigForm }) {
  const { data: status } = useSystemStatus()
  if (!status) return <Skeleton className="h-14 w-full" />
  const { mode, explanation } = describeVoiceMode(status.providers.voice.mode, form, status.checks.voice)
  return (
    <div className="flex items-start gap-3 rounded-md border bg-muted/40 p-3 text-sm" data-testid="voice-mode">
      <Badge variant={MODE_BADGE[mode].variant} className="mt-0.5">
        {MODE_BADGE[mode].label}
      </Badge>
      <p className="text-muted-foreground">{explanation}</p>
    </div>
  )
}

/** SPEC §2.10 API configuration: the voice provider, Google Places (lead search) and Google Sheets keys. */
export function ApiConfigSection() {
  // The keys the provider refused at the last Save, with its words, shown under their fields.
  const [refused, setRefused] = useState<Partial<Record<ApiFieldKey, string>>>({})
  const { data, error, stored, form, setForm, saving, onSubmit } = useSettingsForm({
    storedOf: storedValues,
    initialOf: withEmptySecrets,
    changesOf: changedSettings,
    savedText: savedSummary,
    onSaving: () => setRefused({}),
    onFailure: (err) => setRefused(refusedKeys(err)),
    afterSave: withEmptySecrets,
    // A value the server would refuse is shown under its field; Save then goes there instead.
    validate: (values) => {
      const invalid = API_FIELDS.find(({ key }) => fieldError(key, values[key]))
      return invalid ? `setting-${invalid.key}` : null
    },
  })

  return (
    <Card id="api-configuration" className="scroll-mt-24 gap-5">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5" aria-hidden />
          API Configuration
        </CardTitle>
        <CardDescription>
          The Vapi voice assistant that places your calls, Google Places for lead search and a Google service account
          for Sheets.
        </CardDescription>
      </CardHeader>
      <form onSubmit={onSubmit} noValidate className="contents">
        <CardContent className="grid grid-cols-1 gap-4">
          <VoiceModeNote form={stored} />
          {error && !data && <p className="text-sm text-destructive">Settings could not be loaded. {error.message}</p>}
          {API_FIELDS.map((field) =>
            form ? (
              <ApiKeyField
                key={field.key}
                field={field}
                value={form[field.key]}
                saved={stored[field.key]}
                refused={refused[field.key]}
                onChange={(value) => {
                  setRefused({ ...refused, [field.key]: undefined })
                  setForm({ ...form, [field.key]: value })
                }}
              />
            ) : (
              <div key={field.key} className="grid gap-2">
                <Label>{field.label}</Label>
                <Skeleton className="h-9 w-full" />
              </div>
            )
          )}
        </CardContent>
        <SaveSettingsFooter saving={saving} ready={form !== null} />
      </form>
    </Card>
  )
}
