import type { ReactNode } from "react"
import type { Table } from "@tanstack/react-table"
import { Eye, PhoneIncoming } from "lucide-react"
import type { CallListItem } from "@shared/api-routes/calls"
import { formatPhoneDisplay } from "@shared/phone"

import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { Checkbox } from "@/components/ui/checkbox"
import { ZonedTime } from "@/components/zoned-time"
import { cn } from "@/lib/utils"
import { ContactNameLink } from "../contacts/contact-name-link"
import { callStatusBadge, formatDuration, resultBadge } from "./call-format"

/** The history row's contact: its name opens the contact's drawer; a deleted contact is plain text. */
export function CallContactName({ call, className }: { call: CallListItem; className?: string }) {
  const name = call.contact?.businessName || "Unknown Business"
  return (
    <span className={cn("flex min-w-0 items-start gap-1.5", className)}>
      {call.direction === "inbound" && (
        // Apart from the dials: the lead rang back (the assistant answered).
        <PhoneIncoming className="mt-0.5 size-3.5 shrink-0 text-sky-600" role="img" aria-label="Inbound call">
          <title>Inbound call: the lead called back</title>
        </PhoneIncoming>
      )}
      {call.contactId !== null && call.contact ? (
        <ContactNameLink contactId={call.contactId} className="line-clamp-2 font-medium whitespace-normal">
          {name}
        </ContactNameLink>
      ) : (
        <span className="line-clamp-2 font-medium whitespace-normal">{name}</span>
      )}
    </span>
  )
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="min-w-0 truncate text-sm">{children}</dd>
    </div>
  )
}

/** One call as a card: contact, status and result first, then the rest in a two-column list. */
function CallCard({
  call,
  zone,
  selected,
  onSelect,
  onDetails,
}: {
  call: CallListItem
  zone: string
  selected: boolean
  onSelect: (on: boolean) => void
  onDetails: () => void
}) {
  const status = callStatusBadge(call.status)
  const result = call.result ? resultBadge(call) : null
  return (
    <li
      data-testid="call-history-card"
      data-state={selected ? "selected" : undefined}
      className="grid gap-3 px-4 py-3 data-[state=selected]:bg-muted/60"
    >
      <div className="flex items-start gap-3">
        <Checkbox
          className="mt-0.5"
          aria-label={`Select call ${call.id}`}
          checked={selected}
          onCheckedChange={(v) => onSelect(v === true)}
        />
        <div className="grid min-w-0 flex-1 gap-1">
          <CallContactName call={call} />
          <span className="text-xs text-muted-foreground">
            {call.contact?.phone ? formatPhoneDisplay(call.contact.phone) : "No phone"}
          </span>
        </div>
        <Button variant="outline" size="sm" className="shrink-0" onClick={onDetails}>
          <Eye aria-hidden />
          Details
        </Button>
      </div>
      <div className="flex flex-wrap gap-1.5 pl-7">
        <Badge variant={status.variant}>{status.label}</Badge>
        {result ? <Badge variant={result.variant}>{result.label}</Badge> : <Badge variant="outline">Pending</Badge>}
        {call.demoScheduled && <Badge variant="success">Demo</Badge>}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 pl-7">
        <Field label="Campaign">
          {call.campaignName ?? (call.direction === "inbound" ? "Inbound call" : "Manual Call")}
        </Field>
        <Field label="Duration">
          <span className="tabular-nums">{formatDuration(call.duration)}</span>
        </Field>
        <Field label="Date & Time">
          <ZonedTime value={call.createdAt} timeZone={zone} />
        </Field>
      </dl>
    </li>
  )
}

/**
 * Call History on a phone: the same page, selection and Details as the table, as a list of cards, so
 * Status, Result and Details are on screen instead of 600 px to the right.
 */
export function CallHistoryList({
  table,
  zone,
  empty,
  onDetails,
}: {
  table: Table<CallListItem>
  zone: string
  empty: ReactNode
  onDetails: (call: CallListItem) => void
}) {
  const rows = table.getRowModel().rows
  if (rows.length === 0) {
    return <p className="px-4 py-8 text-center text-sm text-muted-foreground">{empty}</p>
  }
  return (
    <div className="grid">
      <label className="flex items-center gap-3 border-b px-4 py-2 text-sm text-muted-foreground">
        <Checkbox
          aria-label="Select all calls on this page"
          checked={table.getIsAllPageRowsSelected() || (table.getIsSomePageRowsSelected() && "indeterminate")}
          onCheckedChange={(v) => table.toggleAllPageRowsSelected(v === true)}
        />
        Select all on this page
      </label>
      <ul className="divide-y" data-testid="call-history-cards">
        {rows.map((row) => (
          <CallCard
            key={row.id}
            call={row.original}
            zone={zone}
            selected={row.getIsSelected()}
            onSelect={(on) => row.toggleSelected(on)}
            onDetails={() => onDetails(row.original)}
          />
        ))}
      </ul>
    </div>
  )
}
