import type { ComponentProps } from "react"

import { contactHref, openContactDrawer } from "./contact-link"

type OpenContactLinkProps = Omit<ComponentProps<"a">, "href" | "onClick"> & {
  contactId: number
  /** Runs before the drawer opens (e.g. a dialog closing itself, so the drawer takes the focus). */
  onOpen?: () => void
}

/**
 * A link to a contact's drawer for other screens (a demo, a recent call): its address is the
 * shareable `/contacts?contact=<id>`, so it can be opened in a new tab or copied, and a plain click
 * opens the drawer over the current screen instead of leaving it.
 */
export function OpenContactLink({ contactId, onOpen, ...props }: OpenContactLinkProps) {
  return (
    <a
      {...props}
      href={contactHref(contactId)}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
        e.preventDefault()
        onOpen?.()
        openContactDrawer(contactId)
      }}
    />
  )
}
