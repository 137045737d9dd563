import { lazy, Suspense, useState } from "react"
import { Plus } from "lucide-react"

import { Button } from "@/components/ui/button"

// The dialog brings zod and the phone metadata; load them when the operator first reaches for it.
const loadAddContactDialog = () => import("./add-contact-dialog")
const AddContactDialog = lazy(() => loadAddContactDialog().then((m) => ({ default: m.AddContactDialog })))

/** SPEC §2.2: the header's Add Contact button and its quick-add dialog. */
export function AddContactButton() {
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)

  return (
    <>
      {/* Phones show the icon only; the name stays for screen readers and tests. */}
      <Button
        onClick={() => {
          setMounted(true)
          setOpen(true)
        }}
        onPointerEnter={() => void loadAddContactDialog()}
        onFocus={() => void loadAddContactDialog()}
        className="max-sm:size-9 max-sm:px-0"
      >
        <Plus />
        <span className="max-sm:sr-only">Add Contact</span>
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <AddContactDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
