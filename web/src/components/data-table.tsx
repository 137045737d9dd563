import type { ReactNode } from "react"
import { flexRender, type Table as ReactTable } from "@tanstack/react-table"

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table"

export type DataTableProps<TData> = {
  /** From useReactTable: the caller owns the columns, the data and any sorting or selection state. */
  table: ReactTable<TData>
  /** The one full-width row shown without rows: the loading, error or empty text. */
  empty: ReactNode
  /** Classes of every header and body cell (e.g. the card's edge-to-edge padding). */
  cellClassName?: string
  /** Classes of the empty row's cell. */
  emptyClassName?: string
  "data-testid"?: string
}

/**
 * shadcn's data table: the TanStack table drawn with the ui/table primitives. Header rows, one row
 * per data row (`data-state="selected"` when selected), or the `empty` row.
 */
export function DataTable<TData>({
  table,
  empty,
  cellClassName,
  emptyClassName,
  "data-testid": testId,
}: DataTableProps<TData>) {
  const rows = table.getRowModel().rows
  return (
    <Table data-testid={testId}>
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id} className="hover:bg-transparent">
            {group.headers.map((header) => (
              <TableHead key={header.id} className={cellClassName}>
                {flexRender(header.column.columnDef.header, header.getContext())}
              </TableHead>
            ))}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody>
        {rows.length ? (
          rows.map((row) => (
            <TableRow key={row.id} data-state={row.getIsSelected() ? "selected" : undefined}>
              {row.getVisibleCells().map((cell) => (
                <TableCell key={cell.id} className={cellClassName}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </TableCell>
              ))}
            </TableRow>
          ))
        ) : (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={table.getVisibleLeafColumns().length} className={emptyClassName}>
              {empty}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  )
}
