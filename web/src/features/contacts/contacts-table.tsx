import { type ColumnDef, getCoreRowModel, useReactTable } from "@tanstack/react-table"
import type { CallbackView } from "@shared/api-routes/callbacks"
import type { ContactListItem } from "@shared/contacts-api"
import { formatPhoneDisplay } from "@shared/phone"

import { DataTable } from "@/components/data-table"
import { Badge } from "@/components/ui/badge"
import { Card } from "@/components/ui/card"
import { Checkbox } from "@/components/ui/checkbox"
import { callbackTime } from "../callbacks/callback-format"
import { type ContactActions, ContactActionsMenu } from "./contact-actions-menu"
import { ContactNameLink } from "./contact-name-link"
import { callCountLabel, lastCallText, statusLabel, statusVariant } from "./contact-status"

type RowActions = (contact: ContactListItem) => ContactActions

type TableContext = {
  zone: string
  selected: ReadonlySet<number>
  onSelectedChange: (id: number, on: boolean) => void
  callbackOf: (id: number) => CallbackView | undefined
  actionsOf: RowActions
}

const muted = (text: string) => <span className="text-muted-foreground">{text}</span>

function contactColumns(ctx: TableContext): ColumnDef<ContactListItem>[] {
  return [
    {
      id: "select",
      header: () => <span className="sr-only">Select</span>,
      cell: ({ row }) => (
        <Checkbox
          aria-label={`Select ${row.original.businessName}`}
          checked={ctx.selected.has(row.original.id)}
          onCheckedChange={(v) => ctx.onSelectedChange(row.original.id, v === true)}
        />
      ),
    },
    {
      id: "business",
      header: "Business",
      // The address under the name: one column fewer, so the row fits a laptop screen.
      cell: ({ row }) => (
        <div className="grid max-w-64 min-w-44 gap-0.5">
          <ContactNameLink contactId={row.original.id} className="font-medium whitespace-normal">
            {row.original.businessName}
          </ContactNameLink>
          {row.original.address && (
            <span className="truncate text-xs text-muted-foreground" title={row.original.address}>
              {row.original.address}
            </span>
          )}
        </div>
      ),
    },
    {
      id: "phone",
      header: "Phone",
      cell: ({ row }) => (
        <a href={`tel:${row.original.phone}`} className="tabular-nums hover:underline">
          {formatPhoneDisplay(row.original.phone)}
        </a>
      ),
    },
    {
      id: "status",
      header: "Status",
      cell: ({ row }) => <Badge variant={statusVariant(row.original.status)}>{statusLabel(row.original.status)}</Badge>,
    },
    {
      id: "category",
      header: "Category",
      cell: ({ row }) =>
        row.original.category ? (
          <span className="block max-w-40 truncate" title={row.original.category}>
            {row.original.category}
          </span>
        ) : (
          muted("—")
        ),
    },
    {
      id: "calls",
      header: "Calls",
      cell: ({ row }) => <span className="tabular-nums">{callCountLabel(row.original.callCount)}</span>,
    },
    {
      id: "lastCall",
      header: "Last call",
      cell: ({ row }) => lastCallText(row.original.lastCall, ctx.zone)?.replace(/^Last call: /, "") ?? muted("Never"),
    },
    {
      id: "callback",
      header: "Callback",
      cell: ({ row }) => {
        const cb = ctx.callbackOf(row.original.id)
        if (!cb) return muted("—")
        return cb.state === "dialing" ? "Calling back now" : callbackTime(cb.dialAt, cb.timeZone)
      },
    },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <ContactActionsMenu businessName={row.original.businessName} {...ctx.actionsOf(row.original)} />
      ),
    },
  ]
}

type ContactsTableProps = TableContext & { contacts: ContactListItem[]; busy?: boolean }

/**
 * The dense view of a contacts page (issue 38), beside the cards the spec describes: one row per
 * contact with the same checkbox, name (opens the drawer) and menu. Wider than a phone, it scrolls
 * sideways inside its card; the page itself never does.
 */
export function ContactsTable({ contacts, busy, ...ctx }: ContactsTableProps) {
  // The page owns the selection (it spans both views): the table only shows it.
  const rowSelection = Object.fromEntries([...ctx.selected].map((id) => [String(id), true]))
  const table = useReactTable({
    data: contacts,
    columns: contactColumns(ctx),
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
    state: { rowSelection },
  })
  return (
    <Card className="min-w-0 gap-0 py-0 transition-opacity aria-busy:opacity-60" aria-busy={busy || undefined}>
      <DataTable
        data-testid="contacts-table"
        table={table}
        cellClassName="px-2 py-1.5 first:pl-4 last:pr-3"
        emptyClassName="h-24 text-center text-muted-foreground"
        empty="No contacts found"
      />
    </Card>
  )
}
