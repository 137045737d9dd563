import { useState } from "react"
import { Trash2 } from "lucide-react"

import { ConfirmDialog } from "@/components/confirm-dialog"
import { Button } from "@/components/ui/button"
import { toast } from "@/hooks/use-toast"
import { toastApiError } from "@/lib/toast-error"
import { saveSettings } from "./use-settings"

const REMOVE_TEXT =
  "The key is deleted from this app's settings. On this computer the provider then runs in the sandbox (simulated); on a deployed server it is not configured until a key is added again (a key set when the server was deployed is used instead, if there is one)."

/** Remove for a saved provider key: a PUT of "" for it, answered with what the provider runs as now. */
export function RemoveKeyButton({ settingKey, label }: { settingKey: string; label: string }) {
  const [open, setOpen] = useState(false)

  async function remove() {
    try {
      const items = await saveSettings([{ key: settingKey, value: "" }])
      const check = items?.find((i) => i.key === settingKey)?.check
      toast({ title: "Key Removed", description: `${label}: ${check?.message ?? "Removed."}` })
      setOpen(false)
    } catch (err) {
      toastApiError(err, { fallback: `${label} was not removed` })
    }
  }

  return (
    <>
      <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(true)} aria-label={`Remove ${label}`}>
        <Trash2 aria-hidden />
        Remove
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Remove the ${label}?`}
        description={REMOVE_TEXT}
        confirmLabel="Remove key"
        destructive
        holdOpen
        pendingLabel="Removing…"
        onConfirm={remove}
      />
    </>
  )
}
