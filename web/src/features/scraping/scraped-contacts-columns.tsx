import type { ColumnDef } from "@tanstack/react-table"
import type { ContactListItem } from "@shared/contacts-api"
import { formatPhoneDisplay } from "@shared/phone"

import { Badge } from "@/components/ui/badge"
import { ZonedTime } from "@/components/zoned-time"
import { statusLabel, statusVariant } from "@/features/contacts/contact-status"

const muted = (text: string) => <span className="text-muted-foreground">{text}</span>

/**
 * SPEC §2.5 Scraped Contacts: Business Name, Phone, Address, Category, Source, Status, Added.
 * `zone`: the operator's time zone (useOperatorZone), read once by the table for every row.
 */
export const scrapedContactsColumns = (zone: string): ColumnDef<ContactListItem>[] => [
  {
    id: "businessName",
    header: "Business Name",
    cell: ({ row }) => (
      <span className="line-clamp-2 block max-w-52 min-w-36 font-medium whitespace-normal">
        {row.original.businessName}
      </span>
    ),
  },
  {
    id: "phone",
    header: "Phone",
    cell: ({ row }) => (
      <span className="tabular-nums" data-testid="scraped-phone">
        {formatPhoneDisplay(row.original.phone)}
      </span>
    ),
  },
  {
    id: "address",
    header: "Address",
    cell: ({ row }) =>
      row.original.address ? (
        <span className="line-clamp-2 block max-w-60 min-w-40 whitespace-normal" title={row.original.address}>
          {row.original.address}
        </span>
      ) : (
        muted("—")
      ),
  },
  {
    id: "category",
    header: "Category",
    // The broad category, and under it the business's own type (Google's primary type) when it says more.
    cell: ({ row }) => {
      const { category, placeTypeLabel } = row.original
      const type = placeTypeLabel && placeTypeLabel !== category ? placeTypeLabel : null
      if (!type) return category || muted("—")
      return (
        <span className="grid">
          <span>{category || muted("—")}</span>
          <span className="text-xs text-muted-foreground" data-testid="scraped-place-type">
            {type}
          </span>
        </span>
      )
    },
  },
  {
    id: "source",
    header: "Source",
    cell: ({ row }) => (
      <span className="line-clamp-2 block max-w-64 min-w-48 whitespace-normal" title={row.original.source}>
        {row.original.source}
      </span>
    ),
  },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => <Badge variant={statusVariant(row.original.status)}>{statusLabel(row.original.status)}</Badge>,
  },
  {
    id: "createdAt",
    header: "Added",
    cell: ({ row }) => <ZonedTime value={row.original.createdAt} timeZone={zone} />,
  },
]
