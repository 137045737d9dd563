import { useEffect, useMemo, useState } from "react"
import { getCoreRowModel, useReactTable } from "@tanstack/react-table"
import { Table2 } from "lucide-react"
import { CONTACTS_PAGE_SIZE } from "@shared/contacts"

import { DataTable } from "@/components/data-table"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { ContactsPagination } from "@/features/contacts/contacts-pagination"
import { totalPages } from "@/features/contacts/pagination"
import { useOperatorZone } from "@/hooks/use-operator-zone"
import { scrapedContactsColumns } from "./scraped-contacts-columns"
import { ScrapedContactsToolbar } from "./scraped-contacts-toolbar"
import { useScrapedContacts } from "./use-scraped-contacts"

/** SPEC §2.5 Scraped Contacts: 25 a page, newest first, one search or all; export and campaign above. */
export function ScrapedContactsTable() {
  const [page, setPage] = useState(1)
  const [label, setLabel] = useState("")
  const { data, error, isLoading } = useScrapedContacts(page, label)
  const items = useMemo(() => data?.items ?? [], [data])
  const pages = totalPages(data?.total ?? 0, CONTACTS_PAGE_SIZE, data?.totalCapped)
  const zone = useOperatorZone()
  const columns = useMemo(() => scrapedContactsColumns(zone), [zone])

  // Contacts deleted elsewhere can shrink the list under the current page.
  useEffect(() => {
    if (data && page > pages) setPage(pages)
  }, [data, page, pages])

  const table = useReactTable({
    data: items,
    columns,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
  })

  return (
    <Card className="min-w-0 gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Table2 className="size-5" aria-hidden />
          Scraped Contacts
        </CardTitle>
        <CardDescription>Contacts found by maps searches, newest first. The source is the search.</CardDescription>
      </CardHeader>
      <CardContent className="grid min-w-0 grid-cols-1 gap-3">
        <ScrapedContactsToolbar
          label={label}
          onLabelChange={(next) => {
            setLabel(next)
            setPage(1)
          }}
        />
        {/* Edge to edge inside the card; on a phone the table scrolls sideways in its own box. */}
        <div className="-mx-6 min-w-0 border-y">
          <DataTable
            data-testid="scraped-contacts"
            table={table}
            cellClassName="px-2 first:pl-6 last:pr-6"
            emptyClassName="h-24 text-left whitespace-normal text-muted-foreground sm:text-center"
            empty={
              isLoading
                ? "Loading contacts…"
                : error
                  ? `Scraped contacts could not be loaded. ${error.message}`
                  : "No scraped contacts yet. Start a search above."
            }
          />
        </div>
        <ContactsPagination
          page={Math.min(page, pages)}
          pages={pages}
          pageSize={CONTACTS_PAGE_SIZE}
          total={data?.total ?? 0}
          totalCapped={data?.totalCapped}
          shown={items.length}
          onPageChange={setPage}
        />
      </CardContent>
    </Card>
  )
}
