/** "1 row", "1,234 rows": a row count in en-US digits with its plural. */
export const rowCount = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "row" : "rows"}`
