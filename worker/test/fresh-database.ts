import type { SqlPort, SqlStatement } from "../src/db/sql/sql-port"

/**
 * Each test file starts from the database the migrations leave, on D1 (apply-migrations.ts) and on
 * libSQL (apply-migrations-libsql.ts). Running every migration again for each file cost a fifth of
 * the worker project's time, so the first file of a runtime migrates and records what the migrations
 * left (the rows they seeded, the AUTOINCREMENT counters, the triggers in creation order); every later
 * file gets that back in one batch: triggers dropped (so emptying and refilling fires none), every
 * table emptied, the recorded rows put back with their rowids, full-text indexes rebuilt from their
 * tables, the triggers created again in their original order (SQLite fires same-event triggers in the
 * order they were created). A file that left the schema different from what the migrations made
 * (none does today) gets the slow path: everything dropped and migrated again.
 */

interface SchemaObject {
  type: string
  name: string
  sql: string | null
}

interface Snapshot {
  /** sqlite_master as the migrations left it. */
  schema: string
  reset: SqlStatement[]
}

// `_` is a LIKE wildcard: escaped, so only SQLite's, D1's and libSQL's own objects are left out.
const SCHEMA_QUERY = `SELECT type, name, sql FROM sqlite_master
  WHERE type IN ('table', 'view', 'trigger', 'index')
    AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'
    AND name NOT LIKE 'libsql\\_%' ESCAPE '\\'
  ORDER BY rowid`

const quoteId = (name: string) => `"${name.replaceAll('"', '""')}"`
const isVirtual = (o: SchemaObject) => o.type === "table" && /^CREATE VIRTUAL TABLE/i.test(o.sql ?? "")

/** Objects by name (order-free), then the triggers' creation order, which decides their firing order. */
const schemaKey = (objects: SchemaObject[]) =>
  JSON.stringify([
    objects.map((o) => [o.type, o.name, o.sql]).sort((a, b) => `${a[0]} ${a[1]}`.localeCompare(`${b[0]} ${b[1]}`)),
    objects.filter((o) => o.type === "trigger").map((o) => o.name),
  ])

/** Every table, view and trigger the migrations made, dropped: triggers, views, then tables, newest first. */
async function dropEverything(port: SqlPort, objects: SchemaObject[]) {
  const newestFirst = [...objects].reverse()
  const virtual = newestFirst.filter(isVirtual)
  // A virtual table's shadow tables go with it; dropping one of them directly is an error.
  const shadow = (name: string) => virtual.some((v) => name.startsWith(`${v.name}_`))
  const drop = (o: SchemaObject) => ({ sql: `DROP ${o.type.toUpperCase()} IF EXISTS ${quoteId(o.name)}` })
  if (!objects.length) return
  await port.batch([
    { sql: "PRAGMA defer_foreign_keys = on" },
    ...newestFirst.filter((o) => o.type === "trigger").map(drop),
    ...newestFirst.filter((o) => o.type === "view").map(drop),
    ...virtual.map(drop),
    ...newestFirst.filter((o) => o.type === "table" && !isVirtual(o) && !shadow(o.name)).map(drop),
  ])
}

/**
 * `a || ', ' || b || …` as a balanced tree: SQLite refuses an expression deeper than 100, and a chain
 * is one level per `||` (the heatmap rollup has 50 columns, 100 operators).
 */
function joinedBalanced(parts: string[]): string {
  if (parts.length === 1) return parts[0]!
  const half = Math.ceil(parts.length / 2)
  return `(${joinedBalanced(parts.slice(0, half))} || ', ' || ${joinedBalanced(parts.slice(half))})`
}

/** Statements that put a table's rows back as they are now (none for an empty table). */
async function refill(port: SqlPort, table: SchemaObject): Promise<SqlStatement[]> {
  const first = await port.first(`SELECT * FROM ${quoteId(table.name)} LIMIT 1`)
  if (!first) return []
  const rowid = table.name !== "sqlite_sequence" && !/WITHOUT\s+ROWID/i.test(table.sql ?? "")
  const columns = [...(rowid ? ["rowid"] : []), ...Object.keys(first)]
  // As SQL literals: quote() keeps each value's type (integer, real, text, blob) exactly.
  const literals = await port.all<{ v: string }>(
    `SELECT ${joinedBalanced(columns.map((c) => `quote(${quoteId(c)})`))} AS v FROM ${quoteId(table.name)}`
  )
  const values = literals.map((r) => `(${r.v})`).join(", ")
  return [{ sql: `INSERT INTO ${quoteId(table.name)} (${columns.map(quoteId).join(", ")}) VALUES ${values}` }]
}

/** What the migrations left, as the statements that bring it back. */
async function takeSnapshot(port: SqlPort): Promise<Snapshot> {
  const objects = await port.all<SchemaObject>(SCHEMA_QUERY)
  const virtual = objects.filter(isVirtual)
  const shadow = (name: string) => virtual.some((v) => name.startsWith(`${v.name}_`))
  const tables = objects.filter((o) => o.type === "table" && !isVirtual(o) && !shadow(o.name))
  const triggers = objects.filter((o) => o.type === "trigger")
  const inserts: SqlStatement[] = []
  const filled = new Set<string>()
  for (const table of tables) {
    const statements = await refill(port, table)
    if (statements.length) filled.add(table.name)
    inserts.push(...statements)
  }
  // The AUTOINCREMENT counters last: putting a row back with its id moves its table's counter.
  const sequence = (await port.first("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'"))
    ? [
        { sql: "DELETE FROM sqlite_sequence" },
        ...(await refill(port, { type: "table", name: "sqlite_sequence", sql: null })),
      ]
    : []
  const fullText = virtual.map((v) => {
    const content = /content\s*=\s*'([^']*)'/i.exec(v.sql ?? "")
    const command = (c: string) => ({ sql: `INSERT INTO ${quoteId(v.name)} (${quoteId(v.name)}) VALUES ('${c}')` })
    if (!content) return { sql: `DELETE FROM ${quoteId(v.name)}` }
    // An external content index over rows the migrations left is rebuilt from them; otherwise emptied.
    return command(content[1] && filled.has(content[1]) ? "rebuild" : "delete-all")
  })

  return {
    schema: schemaKey(objects),
    reset: [
      { sql: "PRAGMA defer_foreign_keys = on" },
      ...triggers.map((t) => ({ sql: `DROP TRIGGER ${quoteId(t.name)}` })),
      ...tables.map((t) => ({ sql: `DELETE FROM ${quoteId(t.name)}` })),
      ...inserts,
      ...sequence,
      ...fullText,
      ...triggers.map((t) => ({ sql: t.sql ?? "" })),
    ],
  }
}

/**
 * The database as it is now (schema, rows, counters), to be put back by `restoreDatabase`: for a
 * file whose tests each start from the same seeded rows (the API fuzz).
 */
export const captureDatabase = takeSnapshot
export type DatabaseCapture = Snapshot

/** Puts back what `captureDatabase` read, in one batch; false (nothing done) when the schema changed. */
export async function restoreDatabase(port: SqlPort, capture: DatabaseCapture) {
  if (capture.schema !== schemaKey(await port.all<SchemaObject>(SCHEMA_QUERY))) return false
  await port.batch(capture.reset)
  return true
}

// One runtime runs many files (isolate: false), and its global object outlives each file's modules.
const SNAPSHOTS = Symbol.for("coldcaller.test.migratedSnapshot")
type Holder = { [SNAPSHOTS]?: Map<string, Snapshot> }

/**
 * Leaves `port` as `migrate` leaves an empty database. `key` names the database (one per project):
 * its snapshot is kept for the runtime's later files.
 */
export async function freshDatabase(key: string, port: SqlPort, migrate: () => Promise<unknown>) {
  const holder = globalThis as Holder
  const snapshots = (holder[SNAPSHOTS] ??= new Map())
  const objects = await port.all<SchemaObject>(SCHEMA_QUERY)
  const snapshot = snapshots.get(key)
  if (snapshot && snapshot.schema === schemaKey(objects)) {
    await port.batch(snapshot.reset)
    return
  }
  await dropEverything(port, objects)
  await migrate()
  snapshots.set(key, await takeSnapshot(port))
}
