import { useRef, useState, type BaseSyntheticEvent } from "react"
import { zodResolver } from "@hookform/resolvers/zod"
import { useForm } from "react-hook-form"
import { SHEETS_MESSAGES, sheetsConfigSchema, type SheetsConfig, type SheetsConfigInput } from "@shared/sheets"

import { toast } from "@/hooks/use-toast"
import { toastApiError } from "@/lib/toast-error"
import { formValuesOf, sheetsFieldErrors } from "./sheets-form"
import { SETTINGS_UPDATED_TOAST, connectionFailedToast, connectionRefusedToast, connectionToast } from "./sheets-toasts"
import { saveSheetsConfig, testSheetsConnection } from "./use-sheets"

/** The configuration form: Save (PUT the whole config) and Test Connection (the URL as typed). */
export function useSheetsConfigForm(saved: SheetsConfig | undefined) {
  const form = useForm<SheetsConfigInput, unknown, SheetsConfig>({
    resolver: zodResolver(sheetsConfigSchema),
    defaultValues: formValuesOf(saved),
  })
  // Refs, not state: a second click before React re-renders the disabled button must send nothing.
  const savingRef = useRef(false)
  const testingRef = useRef(false)
  const [testing, setTesting] = useState(false)

  async function save(values: SheetsConfig) {
    try {
      const config = await saveSheetsConfig(values)
      // The server's normal form (trimmed names, capital letters) becomes the new starting point.
      form.reset(formValuesOf(config))
      toast(SETTINGS_UPDATED_TOAST)
    } catch (error) {
      for (const [name, message] of sheetsFieldErrors(error)) form.setError(name, { type: "server", message })
      toastApiError(error, { fallback: SHEETS_MESSAGES.settingsFailed })
    }
  }

  const submit = form.handleSubmit(save)

  async function onSubmit(event?: BaseSyntheticEvent) {
    event?.preventDefault()
    if (savingRef.current) return
    savingRef.current = true
    try {
      await submit(event)
    } finally {
      savingRef.current = false
    }
  }

  /** Refused before any request when the URL is empty or not a spreadsheet's; the server is asked otherwise. */
  async function check(url: string) {
    if (!url) {
      toast(connectionRefusedToast(SHEETS_MESSAGES.urlRequired))
      return
    }
    // The server's own schema: a URL that is not a spreadsheet's shows its reason under the field.
    if (!(await form.trigger("spreadsheetUrl"))) {
      toast(connectionRefusedToast(form.getFieldState("spreadsheetUrl").error?.message ?? SHEETS_MESSAGES.badUrl))
      return
    }
    setTesting(true)
    try {
      toast(connectionToast(await testSheetsConnection(url)))
    } catch (error) {
      for (const [name, message] of sheetsFieldErrors(error)) form.setError(name, { type: "server", message })
      toast(connectionFailedToast(error))
    } finally {
      setTesting(false)
    }
  }

  async function testConnection() {
    if (testingRef.current) return
    testingRef.current = true
    try {
      await check(form.getValues("spreadsheetUrl").trim())
    } finally {
      testingRef.current = false
    }
  }

  return { form, onSubmit, testConnection, testing, saving: form.formState.isSubmitting }
}
