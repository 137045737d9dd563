import { Loader2, Save } from "lucide-react"

import { Button } from "@/components/ui/button"
import { CardFooter } from "@/components/ui/card"

/** Each settings section's Save; disabled until its form has loaded and while it saves. */
export function SaveSettingsFooter({ saving, ready }: { saving: boolean; ready: boolean }) {
  return (
    <CardFooter className="justify-end">
      <Button type="submit" disabled={saving || !ready}>
        {saving ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
        {saving ? "Saving..." : "Save"}
      </Button>
    </CardFooter>
  )
}
