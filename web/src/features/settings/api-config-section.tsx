import { KeyRound } from "lucide-react"

import { Badge } from "@/components/ui/badge"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Skeleton } from "@/components/ui/skeleton"
import { Textarea } from "@/components/ui/textarea"
import { useSystemStatus } from "@/hooks/use-system-status"
import {
  API_FIELDS,
  type ApiConfigForm,
  type ApiFieldKey,
  changedSettings,
  describeVoiceMode,
  fieldError,
  storedValues,
  withEmptySecrets,
} from "./api-config"
import { SaveSettingsFooter } from "./save-settings-footer"
import { useSettingsForm } from "./use-settings-form"

const PLACEHOLDERS: Record<ApiFieldKey, string> = {
  vapi_api_key: "Enter your Vapi API key",
  google_places_api_key: "Enter your Google Places API key",
  google_sheets_credentials: '{ "type": "service_account", "client_email": "…", "private_key": "…" }',
}

/** What each secret is for, and what to do once one is saved. */
const SECRET_HELP: Partial<Record<ApiFieldKey, { unset: string; saved: string }>> = {
  vapi_api_key: {
    unset: "Stored on the server and never shown again in full.",
    saved: "A key is saved (shown masked). Type a new one to replace it; leave empty to keep it.",
  },
  google_places_api_key: {
    unset: "Used by lead search (Google Maps Scraping and AI Automation). Never shown again in full.",
    saved: "A key is saved (shown masked). Type a new one to replace it; leave empty to keep it.",
  },
  google_sheets_credentials: {
    unset:
      "Paste the whole JSON key file of a Google Cloud service account (it holds client_email and private_key), then share your spreadsheet with that client_email. Never shown again in full.",
    saved: "A key file is saved (shown masked). Paste a new one to replace it; leave empty to keep it.",
  },
}

const MODE_BADGE = {
  live: { variant: "success", label: "Live" },
  sandbox: { variant: "warning", label: "Sandbox" },
  off: { variant: "destructive", label: "Not configured" },
} as const

function VoiceModeNote({ form }: { form: ApiConfigForm }) {
  const { data: status } = useSystemStatus()
  if (!status) return <Skeleton className="h-14 w-full" />
  const { mode, explanation } = describeVoiceMode(status.providers.voice.mode, form)
  return (
    <div className="flex items-start gap-3 rounded-md border bg-muted/40 p-3 text-sm" data-testid="voice-mode">
      <Badge variant={MODE_BADGE[mode].variant} className="mt-0.5">
        {MODE_BADGE[mode].label}
      </Badge>
      <p className="text-muted-foreground">{explanation}</p>
    </div>
  )
}

type FieldProps = {
  field: (typeof API_FIELDS)[number]
  value: string
  saved: string
  onChange: (value: string) => void
}

function ApiField({ field, value, saved, onChange }: FieldProps) {
  const { key, label, secret } = field
  const id = `setting-${key}`
  const error = fieldError(key, value)
  const help = SECRET_HELP[key]
  const common = {
    id,
    name: key,
    value,
    spellCheck: false,
    placeholder: secret && saved ? saved : PLACEHOLDERS[key],
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : help ? `${id}-help` : undefined,
  }
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {"multiline" in field && field.multiline ? (
        <Textarea
          {...common}
          rows={4}
          className="max-h-48 font-mono text-xs"
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <Input
          {...common}
          type={secret ? "password" : "text"}
          autoComplete={secret ? "new-password" : "off"}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : (
        help && (
          <p id={`${id}-help`} className="text-xs text-muted-foreground">
            {saved ? help.saved : help.unset}
          </p>
        )
      )}
    </div>
  )
}

/** SPEC §2.10 API configuration: the voice provider, Google Places (lead search) and Google Sheets keys. */
export function ApiConfigSection() {
  const { data, error, stored, form, setForm, saving, onSubmit } = useSettingsForm({
    storedOf: storedValues,
    initialOf: withEmptySecrets,
    changesOf: changedSettings,
    savedText: (changes) => `Saved ${changes.map((c) => c.label).join(", ")}.`,
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
              <ApiField
                key={field.key}
                field={field}
                value={form[field.key]}
                saved={stored[field.key]}
                onChange={(value) => setForm({ ...form, [field.key]: value })}
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
