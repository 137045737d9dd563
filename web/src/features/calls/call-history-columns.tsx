import type { Column, ColumnDef } from "@tanstack/react-table"
import { ArrowDown, ArrowUp, ArrowUpDown, Eye } from "lucide-react"
import type { CallListItem } from "@shared/calls"
import { formatPhoneDisplay } from "@shared/phone"

import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { Checkbox } from "@/components/ui/checkbox"
import { callStatusBadge, formatDateTime, formatDuration, resultBadge } from "./call-format"

/** A header that asks the server for another order (manualSorting: the table never sorts rows itself). */
function SortHeader({ column, title }: { column: Column<CallListItem>; title: string }) {
  const dir = column.getIsSorted()
  const Icon = dir === "asc" ? ArrowUp : dir === "desc" ? ArrowDown : ArrowUpDown
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-ml-2.5 h-8 px-2.5 data-[sorted=true]:text-foreground"
      data-sorted={!!dir}
      onClick={column.getToggleSortingHandler()}
    >
      {title}
      <Icon className={dir ? "opacity-100" : "opacity-40"} aria-hidden />
    </Button>
  )
}

/** Column ids are the server's sort keys (CALL_SORTS). */
export function callHistoryColumns(onDetails: (call: CallListItem) => void): ColumnDef<CallListItem>[] {
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
      header: ({ column }) => <SortHeader column={column} title="Contact" />,
      cell: ({ row }) => (
        <span className="block max-w-56 truncate font-medium">
          {row.original.contact?.businessName || "Unknown Business"}
        </span>
      ),
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
      header: ({ column }) => <SortHeader column={column} title="Campaign" />,
      cell: ({ row }) =>
        row.original.campaignName ? (
          <span className="block max-w-44 truncate">{row.original.campaignName}</span>
        ) : (
          <span className="text-muted-foreground">Manual Call</span>
        ),
    },
    {
      id: "status",
      header: ({ column }) => <SortHeader column={column} title="Status" />,
      cell: ({ row }) => {
        const look = callStatusBadge(row.original.status)
        return <Badge variant={look.variant}>{look.label}</Badge>
      },
    },
    {
      id: "result",
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
      header: ({ column }) => <SortHeader column={column} title="Demo" />,
      cell: ({ row }) =>
        row.original.demoScheduled ? (
          <Badge variant="success" title={formatDateTime(row.original.demoDate)}>Yes</Badge>
        ) : (
          <span className="text-muted-foreground">No</span>
        ),
    },
    {
      id: "createdAt",
      header: ({ column }) => <SortHeader column={column} title="Date & Time" />,
      cell: ({ row }) => formatDateTime(row.original.createdAt),
    },
    {
      id: "actions",
      enableSorting: false,
      header: "Actions",
      cell: ({ row }) => (
        <Button variant="ghost" size="sm" onClick={() => onDetails(row.original)}>
          <Eye aria-hidden />
          Details
        </Button>
      ),
    },
  ]
}
