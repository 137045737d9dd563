import { useEffect, useState, type FormEvent } from "react"
import type { SettingItem } from "@shared/api-routes/settings"

import { useSettings } from "@/hooks/use-settings"
import { toast } from "@/hooks/use-toast"
import { ApiError } from "@/lib/api"
import { toastApiError } from "@/lib/toast-error"
import { saveSettings } from "./use-settings"

type Change = { key: string; value: string }

interface SettingsFormOptions<F, C extends Change> {
  /** The section's values as stored (defaults filled in); what Save compares against. */
  storedOf: (items: readonly SettingItem[] | undefined) => F
  /** What the inputs start with; the stored values unless a section hides some (a secret starts empty). */
  initialOf?: (stored: F) => F
  /** Only the settings that differ: nothing to PUT shows the "No Changes" toast instead. */
  changesOf: (stored: F, form: F) => C[]
  /** The "Settings Updated" toast's description (`items`: the server's answer, with key checks). */
  savedText: (changes: C[], items?: SettingItem[]) => string
  /** The inputs after a successful save (default: unchanged). */
  afterSave?: (form: F) => F
  /** Which API failures put their reason in the toast; by default only validation (400) ones. */
  explains?: (error: ApiError) => boolean
  /**
   * Run on Save before anything is sent: the id of the first input whose value the server would
   * refuse (settingRuleError), which is focused instead of saving; null when all is fine.
   */
  validate?: (form: F) => string | null
  /** Called with every failed save, before its toast (a section may mark the refused fields). */
  onFailure?: (error: unknown) => void
  /** Called before each save (a section may clear what the last failure marked). */
  onSaving?: () => void
}

/**
 * A settings section's form: it starts from the stored settings once (later refetches never overwrite
 * typing), and Save PUTs only what changed, with the Settings Updated / Error toasts of SPEC §8.
 */
export function useSettingsForm<F, C extends Change>(options: SettingsFormOptions<F, C>) {
  const {
    storedOf,
    initialOf = (s: F) => s,
    changesOf,
    savedText,
    afterSave,
    // A key its provider refused (422 key_refused) says why too.
    explains = (e) => e.status === 400 || e.code === "key_refused",
    validate,
    onFailure,
    onSaving,
  } = options
  const { data, error } = useSettings()
  const stored = storedOf(data)
  const [form, setForm] = useState<F | null>(null)
  const [saving, setSaving] = useState(false)

  // The mappers are fixed per section, so only the data and the form decide when to start.
  useEffect(() => {
    if (data && !form) setForm(initialOf(storedOf(data)))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above: inline mappers would re-run it every render
  }, [data, form])

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!form) return
    const invalid = validate?.(form)
    if (invalid) {
      document.getElementById(invalid)?.focus()
      return
    }
    const changes = changesOf(stored, form)
    if (!changes.length) {
      toast({ title: "No Changes", description: "There is nothing new to save." })
      return
    }
    setSaving(true)
    onSaving?.()
    try {
      const items = await saveSettings(changes)
      toast({ title: "Settings Updated", description: savedText(changes, items) })
      if (afterSave) setForm(afterSave(form))
    } catch (err) {
      onFailure?.(err)
      toastApiError(err, { fallback: "Failed to update settings", reason: (e) => failureText(e, explains) })
    } finally {
      setSaving(false)
    }
  }

  return { data, error, stored, form, setForm, saving, onSubmit }
}

/** SPEC §8's text, with the field's own reason when the server refused a value. */
function failureText(error: unknown, explains: (error: ApiError) => boolean) {
  const reason = error instanceof ApiError && explains(error) ? (error.issues[0]?.message ?? error.message) : ""
  return `Failed to update settings${reason ? `: ${reason}` : ""}`
}
