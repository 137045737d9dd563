import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Skeleton } from "@/components/ui/skeleton"
import { Switch } from "@/components/ui/switch"
import { useSystemStatus } from "@/hooks/use-system-status"
import { cn } from "@/lib/utils"
import { emailModeLine } from "./notifications-settings"
import { RemoveKeyButton } from "./remove-key-button"

const MODE_CLASS = {
  info: "border bg-muted/40 text-muted-foreground",
  warning: "border border-warning/40 bg-warning/10 text-warning-foreground",
  error: "border border-destructive/30 bg-destructive/5 text-destructive",
} as const

/** Whether notifications are e-mailed, only logged, or cannot go out (and why). */
export function EmailModeNote() {
  const { data: status } = useSystemStatus()
  if (!status) return <Skeleton className="h-10 w-full" />
  const line = emailModeLine(status.providers?.email)
  if (!line) return null
  return (
    <p className={cn("rounded-md px-3 py-2 text-sm", MODE_CLASS[line.tone])} data-testid="email-mode">
      {line.text}
    </p>
  )
}

type RecipientsFieldProps = {
  value: string
  error: string | null
  onChange: (value: string) => void
}

export function RecipientsField({ value, error, onChange }: RecipientsFieldProps) {
  return (
    <Field data-invalid={!!error} className="gap-2">
      <FieldLabel htmlFor="notification-emails">Recipients</FieldLabel>
      <Input
        id="notification-emails"
        name="notification_emails"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        placeholder="you@example.com, sales@example.com"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={!!error}
        aria-describedby={error ? "notification-emails-error" : "notification-emails-help"}
      />
      {error ? (
        <FieldError id="notification-emails-error">{error}</FieldError>
      ) : (
        <FieldDescription id="notification-emails-help" className="text-xs">
          E-mail addresses, separated by commas. Leave empty to keep notifications in the app only.
        </FieldDescription>
      )}
    </Field>
  )
}

type ToggleRowProps = {
  id: string
  label: string
  description: string
  checked: boolean
  onChange: (checked: boolean) => void
}

export function ToggleRow({ id, label, description, checked, onChange }: ToggleRowProps) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid min-w-0 gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-description`} />
    </div>
  )
}

type SecretFieldProps = { value: string; saved: string; onChange: (value: string) => void }

/** Write-only, as the Vapi key on API Configuration: the saved key only shows masked, as a placeholder. */
export function ResendKeyField({ value, saved, onChange }: SecretFieldProps) {
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor="setting-resend_api_key">Resend API Key</Label>
        {saved && <RemoveKeyButton settingKey="resend_api_key" label="Resend API Key" />}
      </div>
      <Input
        id="setting-resend_api_key"
        name="resend_api_key"
        type="password"
        autoComplete="new-password"
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={saved || "Enter your Resend API key"}
      />
      <p className="text-xs text-muted-foreground">
        {saved
          ? "A key is saved (shown masked). Type a new one to replace it: Save checks it with Resend first, and a key Resend refuses is not saved."
          : "Save checks it with Resend. Stored on the server and never shown again in full."}
      </p>
    </div>
  )
}
