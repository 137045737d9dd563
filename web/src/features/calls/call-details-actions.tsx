import { useState } from "react"
import { Link } from "wouter"
import { CalendarDays, Phone, UserRound } from "lucide-react"
import type { CallListItem } from "@shared/api-routes/calls"

import { Button, buttonVariants } from "@/components/ui/button"
import { OpenContactLink } from "../contacts/open-contact-link"
import { callNowWithToasts } from "./use-call-actions"

/**
 * What to do next from a call (issue 38): open the contact (its drawer has the timeline, Schedule
 * Callback and the demo), call it back, or go to the demo on the calendar.
 */
export function CallDetailsActions({ call, onLeave }: { call: CallListItem; onLeave: () => void }) {
  const [calling, setCalling] = useState(false)
  const { contact, contactId } = call
  const active = call.status === "queued" || call.status === "calling"

  async function callBack() {
    if (!contact || contactId === null || calling) return
    setCalling(true)
    try {
      if (await callNowWithToasts({ id: contactId, businessName: contact.businessName, phone: contact.phone }))
        onLeave()
    } finally {
      setCalling(false)
    }
  }

  if (!contact || contactId === null) return null
  return (
    <div className="flex flex-wrap gap-2 border-t pt-3" data-testid="call-details-actions">
      <OpenContactLink
        contactId={contactId}
        onOpen={onLeave}
        className={buttonVariants({ variant: "outline", size: "sm" })}
      >
        <UserRound aria-hidden />
        Open contact
      </OpenContactLink>
      {!active && (
        <Button type="button" size="sm" variant="outline" onClick={() => void callBack()} disabled={calling}>
          <Phone aria-hidden />
          {calling ? "Calling..." : "Call back"}
        </Button>
      )}
      {call.demoScheduled && (
        <Link href="/calendar" onClick={onLeave} className={buttonVariants({ variant: "outline", size: "sm" })}>
          <CalendarDays aria-hidden />
          See the demo
        </Link>
      )}
    </div>
  )
}
