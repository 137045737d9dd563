import type { ReactNode } from "react"

import { cn } from "@/lib/utils"
import { openContactDrawer } from "./contact-link"

/**
 * A contact's name as the way into its drawer, over the current screen. A button, not a link: the
 * card's one link is its phone number; the address the drawer sets (`?contact=<id>`) is the one to share.
 */
export function ContactNameLink({
  contactId,
  className,
  children,
}: {
  contactId: number
  className?: string
  children: ReactNode
}) {
  return (
    <button
      type="button"
      className={cn(
        "cursor-pointer rounded-sm text-left break-words outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className
      )}
      onClick={() => openContactDrawer(contactId)}
    >
      {children}
    </button>
  )
}
