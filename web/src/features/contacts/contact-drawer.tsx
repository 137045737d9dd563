import { useRef, useState, type ReactNode } from "react"
import { CalendarClock, Loader2, MapPin, Phone, XIcon } from "lucide-react"
import { Dialog as DialogPrimitive } from "radix-ui"
import type { ContactListItem } from "@shared/contacts-api"
import { formatPhoneDisplay } from "@shared/phone"

import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { Skeleton } from "@/components/ui/skeleton"
import { useOperatorZone } from "@/hooks/use-operator-zone"
import { ApiError } from "@/lib/api-error"
import { CallbackDialog, type CallbackTarget } from "../callbacks/callback-dialog"
import { useContactCallbacks } from "../callbacks/use-callbacks"
import { callNowWithToasts } from "../calls/use-call-actions"
import { ContactCallbacks, ContactDemos } from "./contact-plans"
import { callCountLabel, statusLabel, statusVariant } from "./contact-status"
import { ContactTimeline } from "./contact-timeline"
import { useContactTimeline } from "./use-contact-timeline"

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="grid gap-2.5" aria-label={title}>
      <div className="flex min-h-8 items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{title}</h3>
        {action}
      </div>
      {children}
    </section>
  )
}

/** Call Now as the calls screen places it (SPEC §8: "Call Failed" with the server's reason). */
function useCallNow(contact: ContactListItem | undefined) {
  const [calling, setCalling] = useState(false)
  async function callNow() {
    if (!contact) return
    setCalling(true)
    try {
      await callNowWithToasts(contact)
    } finally {
      setCalling(false)
    }
  }
  return { calling, callNow }
}

/**
 * A contact's drawer (issue 38): who it is, Call now, its demo and callbacks, and the timeline of its
 * calls with outcome, transcript and recording. A radix Dialog shaped as a sheet on the right (full
 * width on a phone); the address holds `?contact=<id>`, so a reload or a shared link opens it again.
 */
export function ContactDrawer({ contactId, onClose }: { contactId: number; onClose: () => void }) {
  const timeline = useContactTimeline(contactId)
  const contact = timeline.data?.contact
  const zone = useOperatorZone()
  const { data: callbacks } = useContactCallbacks(contactId)
  const [callbackFor, setCallbackFor] = useState<CallbackTarget | null>(null)
  const { calling, callNow } = useCallNow(contact)
  const waiting = callbacks?.callbacks.find((cb) => cb.state === "scheduled")
  const missing = timeline.error instanceof ApiError && timeline.error.status === 404
  const content = useRef<HTMLDivElement>(null)

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        {/* z-40, under the dialogs (z-50) it opens over itself: the callback dialog dims the sheet too. */}
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <DialogPrimitive.Content
          ref={content}
          // The sheet itself takes the focus (Tab then reaches Close, Call now…): a ring on Close
          // the moment the drawer opens reads as if Close were the thing to do.
          onOpenAutoFocus={(e) => {
            e.preventDefault()
            content.current?.focus()
          }}
          data-testid="contact-drawer"
          className="fixed inset-y-0 right-0 z-40 flex w-full flex-col border-l bg-background shadow-xl outline-none sm:max-w-xl"
        >
          <header className="grid gap-2 border-b px-5 pt-5 pb-4">
            <div className="flex items-start gap-3">
              <DialogPrimitive.Title className="min-w-0 flex-1 text-lg leading-snug font-semibold break-words">
                {contact?.businessName ?? (missing ? "Contact not found" : "Loading contact…")}
              </DialogPrimitive.Title>
              <DialogPrimitive.Close asChild>
                <Button variant="ghost" size="icon-sm" className="-mt-1 -mr-2" aria-label="Close">
                  <XIcon aria-hidden />
                </Button>
              </DialogPrimitive.Close>
            </div>
            <DialogPrimitive.Description className="grid gap-1 text-sm text-muted-foreground">
              {contact ? (
                <>
                  <a href={`tel:${contact.phone}`} className="flex w-fit items-center gap-2 text-foreground">
                    <Phone className="size-4" aria-hidden />
                    {formatPhoneDisplay(contact.phone)}
                  </a>
                  {contact.address && (
                    <span className="flex items-start gap-2">
                      <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
                      {contact.address}
                    </span>
                  )}
                </>
              ) : missing ? (
                "This contact no longer exists. It may have been deleted; its calls stay in Call History."
              ) : timeline.error ? (
                `The contact could not be loaded. ${timeline.error.message}`
              ) : (
                <Skeleton className="h-4 w-40" />
              )}
            </DialogPrimitive.Description>
            {contact && (
              <>
                <div className="flex flex-wrap gap-1.5">
                  <Badge variant={statusVariant(contact.status)}>{statusLabel(contact.status)}</Badge>
                  {contact.category && <Badge variant="outline">{contact.category}</Badge>}
                  <Badge variant="secondary">{callCountLabel(contact.callCount)}</Badge>
                </div>
                <div className="flex flex-wrap gap-2 pt-1">
                  <Button onClick={() => void callNow()} disabled={calling}>
                    {calling ? <Loader2 className="animate-spin" aria-hidden /> : <Phone aria-hidden />}
                    {calling ? "Calling..." : "Call now"}
                  </Button>
                  <Button
                    variant="outline"
                    onClick={() =>
                      setCallbackFor(
                        waiting ? { callback: waiting } : { contactId: contact.id, businessName: contact.businessName }
                      )
                    }
                  >
                    <CalendarClock aria-hidden />
                    {waiting ? "Move Callback" : "Schedule Callback"}
                  </Button>
                </div>
              </>
            )}
          </header>

          {timeline.data && (
            <div className="grid flex-1 content-start gap-6 overflow-y-auto px-5 py-5">
              <Section title="Demo">
                <ContactDemos demos={timeline.data.demos} zone={zone} leadZone={timeline.data.calleeTimeZone} />
              </Section>
              <Section title="Callbacks">
                <ContactCallbacks
                  callbacks={callbacks?.callbacks ?? []}
                  onOpen={(cb) => setCallbackFor({ callback: cb })}
                />
              </Section>
              <Section title="Calls">
                <ContactTimeline
                  calls={timeline.calls}
                  zone={zone}
                  hasOlder={timeline.hasOlder}
                  loadingOlder={timeline.loadingOlder}
                  onLoadOlder={() => void timeline.loadOlder()}
                />
              </Section>
            </div>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
      <CallbackDialog target={callbackFor} onClose={() => setCallbackFor(null)} />
    </DialogPrimitive.Root>
  )
}

export default ContactDrawer
