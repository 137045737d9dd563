import { lazy, Suspense } from "react"

import { useContactDrawer } from "./use-contact-drawer"

// Its own chunk: the shell only carries this host, and the drawer loads when a contact is opened.
const ContactDrawer = lazy(() => import("./contact-drawer"))

/**
 * Opens the contact drawer on any screen whose address holds `?contact=<id>` (a card, a Call History
 * row, a demo, a recent call, a shared link): mounted once in the app shell.
 */
export function ContactDrawerHost() {
  const { contactId, close } = useContactDrawer()
  if (contactId === null) return null
  return (
    <Suspense fallback={null}>
      <ContactDrawer key={contactId} contactId={contactId} onClose={close} />
    </Suspense>
  )
}
