import type { Column, ColumnDef } from "@tanstack/react-table"
import { ArrowDown, ArrowUp, ArrowUpDown, Eye } from "lucide-react"
import type { CallListItem } from "@shared/api-routes/calls"
import { formatPhoneDisplay } from "@shared/phone"

import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { Checkbox } from "@/components/ui/checkbox"
import { ZonedTime } from "@/components/zoned-time"
import { callStatusBadge, formatDateTime, formatDuration, resultBadge } from "./call-format"
import { CallContactName } from "./call-history-list"

/** A header that asks the server for another order (manualSorting: the table never sorts rows itself). */
function SortHeader({ column, title }: { column: Column<CallListItem>; title: string }) {
  const dir = column.getIsSorted()
  const Icon = dir === "asc" ? ArrowUp : dir === "desc" ? ArrowDown : ArrowUpDown
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-ml-1.5 h-8 gap-1 px-1.5 has-[>svg]:px-1.5 data-[sorted=true]:text-foreground"
      data-sorted={!!dir}
      onClick={column.getToggleSortingHandler()}
    >
      {title}
      <Icon className={dir ? "size-3.5 opacity-100" : "size-3.5 opacity-40"} aria-hidden />
    </Button>
  )
}

/** Column ids are the server's sort keys (CALL_SORTS). */
/** "Yes" with the demo's time (operator's zone) on hover, or "No". */
function DemoCell({ call, zone }: { call: CallListItem; zone: string }) {
  if (!call.demoScheduled) return <span className="text-muted-foreground">No</span>
  return (
    <Badge
      variant="success"
      title={call.demoDate ? formatDateTime(call.demoDate, zone, { zoneName: true }) : undefined}
    >
      Yes
    </Badge>
  )
}

/** `zone`: the operator's time zone (useOperatorZone), read once by the table for every row. */
export function callHistoryColumns(onDetails: (call: CallListItem) => void, zone: string): ColumnDef<CallListItem>[] {
  return [
    {
      id: "select",
      enableSorting: false,
      header: ({ table }) => (
        <Checkbox
          aria-label="Select all calls on this page"
          checked={table.getIsAllPageRowsSelected() || (table.getIsSomePageRowsSelected() && "indeterminate")}
          onCheckedChange={(v) => table.toggleAllPageRowsSelected(v === true)}
        />
      ),
      cell: ({ row }) => (
        <Checkbox
          aria-label={`Select call ${row.original.id}`}
          checked={row.getIsSelected()}
          onCheckedChange={(v) => row.toggleSelected(v === true)}
        />
      ),
    },
    {
      id: "contact",
      // tanstack only sorts columns with an accessor; the server does the actual ordering.
      accessorFn: (r) => r.contact?.businessName ?? "",
      header: ({ column }) => <SortHeader column={column} title="Contact" />,
      // The name opens the contact's drawer (issue 38).
      cell: ({ row }) => <CallContactName call={row.original} className="max-w-44 min-w-32" />,
    },
    {
      id: "phone",
      enableSorting: false,
      header: "Phone",
      cell: ({ row }) => {
        const phone = row.original.contact?.phone
        return phone ? formatPhoneDisplay(phone) : <span className="text-muted-foreground">No phone</span>
      },
    },
    {
      id: "campaign",
      accessorFn: (r) => r.campaignName ?? "",
      header: ({ column }) => <SortHeader column={column} title="Campaign" />,
      cell: ({ row }) =>
        row.original.campaignName ? (
          <span className="line-clamp-2 block max-w-36 whitespace-normal">{row.original.campaignName}</span>
        ) : (
          <span className="text-muted-foreground">
            {row.original.direction === "inbound" ? "Inbound call" : "Manual Call"}
          </span>
        ),
    },
    {
      id: "status",
      accessorFn: (r) => r.status,
      header: ({ column }) => <SortHeader column={column} title="Status" />,
      cell: ({ row }) => {
        const look = callStatusBadge(row.original.status)
        return <Badge variant={look.variant}>{look.label}</Badge>
      },
    },
    {
      id: "result",
      accessorFn: (r) => r.result ?? "",
      header: ({ column }) => <SortHeader column={column} title="Result" />,
      cell: ({ row }) => {
        if (!row.original.result) return <span className="text-muted-foreground">Pending</span>
        const look = resultBadge(row.original)
        return <Badge variant={look.variant}>{look.label}</Badge>
      },
    },
    {
      id: "duration",
      enableSorting: false,
      header: "Duration",
      cell: ({ row }) => <span className="tabular-nums">{formatDuration(row.original.duration)}</span>,
    },
    {
      id: "demo",
      accessorFn: (r) => r.demoScheduled,
      header: ({ column }) => <SortHeader column={column} title="Demo" />,
      cell: ({ row }) => <DemoCell call={row.original} zone={zone} />,
    },
    {
      id: "createdAt",
      accessorFn: (r) => r.createdAt,
      header: ({ column }) => <SortHeader column={column} title="Date & Time" />,
      cell: ({ row }) => <ZonedTime value={row.original.createdAt} timeZone={zone} />,
    },
    {
      id: "actions",
      enableSorting: false,
      header: "Actions",
      cell: ({ row }) => (
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={() => onDetails(row.original)}
          aria-label="Details"
          title="Details"
        >
          <Eye aria-hidden />
        </Button>
      ),
    },
  ]
}
