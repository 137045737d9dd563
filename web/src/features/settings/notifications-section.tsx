import { useEffect, useState } from "react"
import { Bell } from "lucide-react"

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Separator } from "@/components/ui/separator"
import { Skeleton } from "@/components/ui/skeleton"
import { NotificationsList } from "@/features/notifications/notifications-list"
import { EmailModeNote, RecipientsField, ResendKeyField, ToggleRow } from "./notification-fields"
import {
  NOTIFICATION_TOGGLES,
  notificationSettingsChanges,
  notificationSettingsFrom,
  recipientsError,
  withEmptyResendKey,
} from "./notifications-settings"
import { SaveSettingsFooter } from "./save-settings-footer"
import { useSettingsForm } from "./use-settings-form"

/** SPEC §2.10 Notifications: who hears about what, how it is delivered, and what was sent. */
export function NotificationsSection() {
  const [emailsError, setEmailsError] = useState<string | null>(null)
  const { stored, form, setForm, saving, onSubmit } = useSettingsForm({
    storedOf: notificationSettingsFrom,
    initialOf: withEmptyResendKey,
    changesOf: notificationSettingsChanges,
    savedText: () => "Notifications follow the new settings from now on.",
    afterSave: withEmptyResendKey,
    validate: (values) => {
      const error = recipientsError(values.notification_emails)
      setEmailsError(error)
      return error ? "notification-emails" : null
    },
  })

  // The bell's "All notifications" link lands here; the page loads lazily, after the browser's own
  // jump to the anchor has already given up.
  useEffect(() => {
    if (window.location.hash === "#notifications") document.getElementById("notifications")?.scrollIntoView()
  }, [])

  return (
    <Card id="notifications" className="scroll-mt-24 gap-5">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Bell className="size-5" aria-hidden />
          Notifications
        </CardTitle>
        <CardDescription>What you hear about, and where. Every notification is also listed below.</CardDescription>
      </CardHeader>
      <form onSubmit={onSubmit} noValidate className="contents">
        <CardContent className="grid grid-cols-1 gap-5">
          <EmailModeNote />
          {form ? (
            <>
              <RecipientsField
                value={form.notification_emails}
                error={emailsError}
                onChange={(value) => {
                  setForm({ ...form, notification_emails: value })
                  // Once shown, the message follows the typing, so it goes away when the list is fixed.
                  if (emailsError) setEmailsError(recipientsError(value))
                }}
              />
              <div className="grid gap-4">
                {NOTIFICATION_TOGGLES.map(({ key, label, description }) => (
                  <ToggleRow
                    key={key}
                    id={`setting-${key}`}
                    label={label}
                    description={description}
                    checked={form[key]}
                    onChange={(checked) => setForm({ ...form, [key]: checked })}
                  />
                ))}
              </div>
              <ResendKeyField
                value={form.resend_api_key}
                saved={stored.resend_api_key}
                onChange={(value) => setForm({ ...form, resend_api_key: value })}
              />
            </>
          ) : (
            <Skeleton className="h-64 w-full" />
          )}
        </CardContent>
        <SaveSettingsFooter saving={saving} ready={form !== null} />
      </form>
      <Separator />
      <CardContent>
        <NotificationsList />
      </CardContent>
    </Card>
  )
}
