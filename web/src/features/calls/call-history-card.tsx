import { useEffect, useMemo, useState } from "react"
import { getCoreRowModel, useReactTable, type RowSelectionState, type SortingState } from "@tanstack/react-table"
import { History } from "lucide-react"
import type { CallListItem } from "@shared/api-routes/calls"
import type { CallResultValue, CallSort } from "@shared/calls"

import { DataTable } from "@/components/data-table"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { useOperatorZone } from "@/hooks/use-operator-zone"
import { moveTo, type Paging, settledPaging } from "@/lib/keyset-paging"
import { CallDetailsDialog } from "./call-details-dialog"
import { callHistoryColumns } from "./call-history-columns"
import { CallHistoryList } from "./call-history-list"
import { CallHistoryPagination } from "./call-history-pagination"
import { pageInfo } from "./call-history-paging"
import { CallHistoryToolbar } from "./call-history-toolbar"
import { OutcomeFilter } from "./outcome-filter"
import { useCallHistory, usePhoneWidth } from "./use-call-history"

const DEFAULT_SORT: SortingState = [{ id: "createdAt", desc: true }]

/** SPEC §2.7 Call History: sorting and paging happen on the server, 10 rows per page. */
export function CallHistoryCard() {
  const [paging, setPaging] = useState<Paging>({ page: 1 })
  const [sorting, setSorting] = useState<SortingState>(DEFAULT_SORT)
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({})
  const [details, setDetails] = useState<CallListItem | null>(null)
  const [result, setResult] = useState<CallResultValue | null>(null)

  const sort = (sorting[0] ?? DEFAULT_SORT[0]!) as { id: CallSort; desc: boolean }
  const { data, error, isLoading } = useCallHistory({
    paging,
    sort: sort.id,
    order: sort.desc ? "desc" : "asc",
    result,
  })
  const items = useMemo(() => data?.items ?? [], [data])
  const page = paging.page
  const info = pageInfo(page, data?.total ?? 0)
  // While a new page loads, `data` is still the previous one (keepPreviousData).
  const answered = data !== undefined && !isLoading && !error

  // A new page or order shows other rows: a selection the operator cannot see must not be acted on.
  useEffect(() => setRowSelection({}), [page, sorting, result])
  // The page as the server answered it: page 1 when Previous found too few rows, the new last page
  // when calls cleared or contacts deleted shrink the list, and a page reached by its number (Last)
  // polled from its first row on.
  useEffect(() => {
    if (!answered) return
    const next = settledPaging(paging, { ...data, items: data.items.length }, info.lastPage)
    if (next) setPaging(next)
  }, [answered, data, paging, info.lastPage])
  const setPage = (target: number) => setPaging(moveTo(target, data))

  const zone = useOperatorZone()
  const columns = useMemo(() => callHistoryColumns(setDetails, zone), [zone])
  const table = useReactTable({
    data: items,
    columns,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    pageCount: info.lastPage,
    state: { sorting, rowSelection },
    onSortingChange: (updater) => {
      setSorting(updater)
      setPaging({ page: 1 })
    },
    onRowSelectionChange: setRowSelection,
  })
  const selected = table.getSelectedRowModel().rows.map((r) => r.original)
  const phone = usePhoneWidth()
  const empty = isLoading
    ? "Loading calls…"
    : error
      ? `Calls could not be loaded. ${error.message}`
      : result
        ? "No calls with this outcome."
        : "No calls yet. Call a contact above or start a campaign."

  return (
    <Card className="min-w-0 gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History className="size-5" aria-hidden />
          Call History
        </CardTitle>
        <CardDescription>Every call placed, newest first. Updates live.</CardDescription>
      </CardHeader>
      <CardContent className="grid min-w-0 grid-cols-1 gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CallHistoryToolbar selected={selected} onDone={() => setRowSelection({})} />
          <OutcomeFilter
            value={result}
            onChange={(r) => {
              setResult(r)
              setPaging({ page: 1 })
            }}
          />
        </div>
        {/* Edge to edge inside the card: the nine columns fit a 1280 px screen; a phone gets cards. */}
        <div className="-mx-6 min-w-0 border-y">
          {phone ? (
            <CallHistoryList table={table} zone={zone} empty={empty} onDetails={setDetails} />
          ) : (
            <DataTable
              data-testid="call-history"
              table={table}
              cellClassName="px-1.5 first:pl-5 last:pr-5"
              emptyClassName="h-28 text-center whitespace-normal text-muted-foreground"
              empty={empty}
            />
          )}
        </div>
        <CallHistoryPagination page={Math.min(page, info.lastPage)} info={info} onPage={setPage} />
      </CardContent>
      <CallDetailsDialog call={details} onOpenChange={(o) => !o && setDetails(null)} />
    </Card>
  )
}
