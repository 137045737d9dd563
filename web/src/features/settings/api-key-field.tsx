import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Textarea } from "@/components/ui/textarea"
import { type API_FIELDS, type ApiFieldKey, fieldError } from "./api-config"
import { RemoveKeyButton } from "./remove-key-button"

const PLACEHOLDERS: Record<ApiFieldKey, string> = {
  vapi_api_key: "Enter your Vapi API key",
  google_places_api_key: "Enter your Google Places API key",
  google_sheets_credentials: '{ "type": "service_account", "client_email": "…", "private_key": "…" }',
}

const SAVED = "Type a new one to replace it: Save checks it first, and a key the provider refuses is not saved."

/** What each secret is for, and what to do once one is saved. */
const SECRET_HELP: Record<ApiFieldKey, { unset: string; saved: string }> = {
  vapi_api_key: {
    unset: "Save checks it with Vapi. Stored on the server and never shown again in full.",
    saved: `A key is saved (shown masked). ${SAVED}`,
  },
  google_places_api_key: {
    unset:
      "Used by lead search (Google Maps Scraping and AI Automation). Save checks it with Google. Never shown again in full.",
    saved: `A key is saved (shown masked). ${SAVED}`,
  },
  google_sheets_credentials: {
    unset:
      "Paste the whole JSON key file of a Google Cloud service account (it holds client_email and private_key), then share your spreadsheet with that client_email. Save signs it in with Google. Never shown again in full.",
    saved: `A key file is saved (shown masked). ${SAVED}`,
  },
}

type FieldProps = {
  field: (typeof API_FIELDS)[number]
  value: string
  /** The stored value (masked for a secret); "" when none is saved. */
  saved: string
  /** The provider's refusal of the last Save, shown under the field. */
  refused?: string
  onChange: (value: string) => void
}

/** One API key input, with Remove for a saved key. */
export function ApiKeyField({ field, value, saved, refused, onChange }: FieldProps) {
  const { key, label, secret } = field
  const id = `setting-${key}`
  const error = fieldError(key, value) ?? refused ?? null
  const help = SECRET_HELP[key]
  const common = {
    id,
    name: key,
    value,
    spellCheck: false,
    placeholder: secret && saved ? saved : PLACEHOLDERS[key],
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : `${id}-help`,
  }

  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {secret && saved && <RemoveKeyButton settingKey={key} label={label} />}
      </div>
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
        <p id={`${id}-help`} className="text-xs text-muted-foreground">
          {saved ? help.saved : help.unset}
        </p>
      )}
    </div>
  )
}
