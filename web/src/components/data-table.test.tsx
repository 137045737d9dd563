import { getCoreRowModel, useReactTable, type ColumnDef } from "@tanstack/react-table"
import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"

import { DataTable } from "./data-table"

type Row = { id: number; name: string }

const columns: ColumnDef<Row>[] = [
  { id: "id", header: "Id", cell: ({ row }) => `#${row.original.id}` },
  { accessorKey: "name", header: () => <b>Name</b> },
]

function Harness({ data, selected = {} }: { data: Row[]; selected?: Record<string, boolean> }) {
  const table = useReactTable({
    data,
    columns,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
    state: { rowSelection: selected },
  })
  return (
    <DataTable data-testid="things" table={table} cellClassName="px-2" emptyClassName="h-24" empty="Nothing yet." />
  )
}

const cells = (html: string, tag: "th" | "td") =>
  [...html.matchAll(new RegExp(`<${tag}(?:\\s[^>]*)?>(.*?)</${tag}>`, "g"))].map((m) => m[1])

describe("DataTable", () => {
  it("draws the headers and one row per item, cells through the column definitions", () => {
    const html = renderToStaticMarkup(
      <Harness
        data={[
          { id: 1, name: "Smile Dental" },
          { id: 2, name: "Ace Plumbing" },
        ]}
        selected={{ 2: true }}
      />
    )
    expect(html).toContain('data-testid="things"')
    expect(cells(html, "th")).toEqual(["Id", "<b>Name</b>"])
    expect(cells(html, "td")).toEqual(["#1", "Smile Dental", "#2", "Ace Plumbing"])
    expect(html.match(/<th[^>]*class="[^"]*\bpx-2\b/g)).toHaveLength(2)
    expect(html.match(/<td[^>]*class="[^"]*\bpx-2\b/g)).toHaveLength(4)
    // Only the selected row carries the state the selected style keys on.
    expect(html.match(/data-state="selected"/g)).toHaveLength(1)
    expect(html).not.toContain("Nothing yet.")
  })

  it("shows the empty text in one cell spanning every column", () => {
    const html = renderToStaticMarkup(<Harness data={[]} />)
    expect(cells(html, "td")).toEqual(["Nothing yet."])
    const cell = html.match(/<td[^>]*>/)![0]
    expect(cell).toContain('colSpan="2"')
    expect(cell).toMatch(/class="[^"]*\bh-24\b/)
  })
})
