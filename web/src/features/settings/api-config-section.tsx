import { KeyRound } from "lucide-react"

import { Badge } from "@/components/ui/badge"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Skeleton } from "@/components/ui/skeleton"
import { useSystemStatus } from "@/hooks/use-system-status"
import { API_FIELDS, changedSettings, describeVoiceMode, storedValues, type ApiConfigForm } from "./api-config"
import { SaveSettingsFooter } from "./save-settings-footer"
import { useSettingsForm } from "./use-settings-form"

const PLACEHOLDERS: Record<keyof ApiConfigForm, string> = {
  vapi_api_key: "Enter your Vapi API key",
  assistant_id: "e.g. 5a1b2c3d-…",
  vapi_phone_number_id: "e.g. 9f8e7d6c-…",
}

/** The secret input always starts empty, and is emptied again once its new value is saved. */
const withEmptySecret = (values: ApiConfigForm): ApiConfigForm => ({ ...values, vapi_api_key: "" })

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

/** SPEC §2.10 API configuration: the voice provider's key, assistant and phone number. */
export function ApiConfigSection() {
  const { data, error, stored, form, setForm, saving, onSubmit } = useSettingsForm({
    storedOf: storedValues,
    initialOf: withEmptySecret,
    changesOf: changedSettings,
    savedText: (changes) => `Saved ${changes.map((c) => c.label).join(", ")}.`,
    afterSave: withEmptySecret,
  })

  return (
    <Card className="gap-5">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5" aria-hidden />
          API Configuration
        </CardTitle>
        <CardDescription>Connect the Vapi voice assistant that places your calls.</CardDescription>
      </CardHeader>
      <form onSubmit={onSubmit} noValidate className="contents">
        <CardContent className="grid gap-4">
          <VoiceModeNote form={stored} />
          {error && !data && <p className="text-sm text-destructive">Settings could not be loaded. {error.message}</p>}
          {API_FIELDS.map(({ key, label, secret }) => (
            <div key={key} className="grid gap-2">
              <Label htmlFor={`setting-${key}`}>{label}</Label>
              {form ? (
                <Input
                  id={`setting-${key}`}
                  name={key}
                  type={secret ? "password" : "text"}
                  autoComplete={secret ? "new-password" : "off"}
                  spellCheck={false}
                  value={form[key]}
                  onChange={(e) => setForm({ ...form, [key]: e.target.value })}
                  placeholder={secret && stored[key] ? stored[key] : PLACEHOLDERS[key]}
                />
              ) : (
                <Skeleton className="h-9 w-full" />
              )}
              {secret && (
                <p className="text-xs text-muted-foreground">
                  {stored[key]
                    ? "A key is saved (shown masked). Type a new one to replace it; leave empty to keep it."
                    : "Stored on the server and never shown again in full."}
                </p>
              )}
            </div>
          ))}
        </CardContent>
        <SaveSettingsFooter saving={saving} ready={form !== null} />
      </form>
    </Card>
  )
}
