/**
 * The rules the SQL port keeps on every engine (db/sql/sql-port.ts), and drizzle's query builder on
 * top of it (the sqlite-proxy driver) answering as the app expects: the same results on D1 and libSQL.
 */
import { eq, inArray, sql } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { calls, contacts, settings } from "../../src/db/schema"
import { MAX_BOUND_PARAMS } from "../../src/db/sql/sql-port"
import type { DataLayerEngine } from "./engine"

/** An error's message with its causes' (drizzle wraps the driver's error as "Failed query: ..."). */
const messages = (err: unknown): string =>
  err instanceof Error ? `${err.message}\n${messages(err.cause)}` : err === undefined ? "" : String(err)
const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1)
const contactCount = async (db: Awaited<ReturnType<DataLayerEngine["fresh"]>>) =>
  (await db.port.first<{ n: number }>("SELECT count(*) AS n FROM contacts"))!.n
const INSERT_CONTACT = "INSERT INTO contacts (business_name, phone, created_at, updated_at) VALUES (?, ?, 0, 0)"
const insertContact = (name: string, phone: string) => ({ sql: INSERT_CONTACT, params: [name, phone] })

export function portRulesSuite(engine: DataLayerEngine) {
  describe(`SQL port rules on ${engine.name}`, () => {
    it(`refuses a statement binding more than ${MAX_BOUND_PARAMS} parameters, before the database sees it`, async () => {
      const db = await engine.fresh()
      const sum = (n: number) =>
        `SELECT ${numbers(n)
          .map(() => "?")
          .join(" + ")} AS total`
      expect(await db.port.first(sum(MAX_BOUND_PARAMS), numbers(MAX_BOUND_PARAMS))).toEqual({ total: 5050 })
      const tooMany = numbers(MAX_BOUND_PARAMS + 1)
      const message = /binds 101 parameters \(limit 100\)/
      await expect(db.port.all(sum(101), tooMany)).rejects.toThrow(message)
      await expect(db.port.first(sum(101), tooMany)).rejects.toThrow(message)
      await expect(db.port.run(sum(101), tooMany)).rejects.toThrow(message)
      await expect(db.port.values(sum(101), tooMany)).rejects.toThrow(message)
      // In a batch, nothing runs: the statement before it is not written either.
      await expect(
        db.port.batch([insertContact("Before", "+15550000001"), { sql: sum(101), params: tooMany }])
      ).rejects.toThrow(message)
      expect(await contactCount(db)).toBe(0)
      // drizzle's statements go through the same door.
      const refused = await db
        .select()
        .from(contacts)
        .where(inArray(contacts.id, tooMany))
        .catch((e: unknown) => e)
      expect(messages(refused)).toMatch(message)
    })

    it("has no interactive transactions: BEGIN and db.transaction() are refused, on libSQL too", async () => {
      const db = await engine.fresh()
      const refused = /No interactive transactions/
      for (const sql of ["BEGIN", "begin immediate", "-- a comment\nCOMMIT", "SAVEPOINT sp1", "ROLLBACK"]) {
        await expect(db.port.run(sql)).rejects.toThrow(refused)
      }
      await expect(db.port.batch([{ sql: "BEGIN" }, insertContact("Inside", "+15550000005")])).rejects.toThrow(refused)
      expect(() => db.transaction()).toThrow(refused)
      expect(await contactCount(db)).toBe(0)
    })

    it("runs a batch as one transaction: a failing statement rolls back the ones before it", async () => {
      const db = await engine.fresh()
      const version = async () =>
        (await db.port.first<{ version: number }>("SELECT version FROM data_versions WHERE name = 'contacts'"))!.version
      const before = await version()
      await expect(
        db.port.batch([
          insertContact("First", "+15550000001"),
          insertContact("Second", "+15550000002"),
          insertContact("Same phone", "+15550000001"), // UNIQUE(phone) fails
        ])
      ).rejects.toThrow(/UNIQUE/i)
      expect(await contactCount(db)).toBe(0)
      // The triggers' writes were rolled back with the rows.
      expect(await version()).toBe(before)

      // drizzle's batch is the same transaction.
      await expect(
        db.batch([
          db.insert(contacts).values({ businessName: "A", phone: "+15550000003" }),
          db.insert(contacts).values({ businessName: "B", phone: "+15550000003" }),
        ])
      ).rejects.toThrow()
      expect(await contactCount(db)).toBe(0)

      const [inserted, counted] = await db.port.batch([
        { sql: `${INSERT_CONTACT} RETURNING id`, params: ["Kept", "+15550000004"] },
        { sql: "SELECT count(*) AS n FROM contacts" },
      ])
      expect(inserted).toEqual([{ id: expect.any(Number) }])
      // Later statements see the earlier ones' writes.
      expect(counted).toEqual([{ n: 1 }])
      expect(await version()).toBe(before + 1)
    })

    it("answers rows, first rows, value arrays and changes the same way", async () => {
      const db = await engine.fresh()
      const ran = await db.port.run(
        "INSERT INTO do_not_call (phone, reason, source, created_at) VALUES (?, ?, 'manual', 0)",
        ["+15550000009", null]
      )
      expect(ran.changes).toBe(1)
      expect(await db.port.run("DELETE FROM do_not_call WHERE phone = ?", ["+15550000000"])).toMatchObject({
        changes: 0,
      })
      expect(await db.port.first("SELECT phone, reason FROM do_not_call")).toEqual({
        phone: "+15550000009",
        reason: null,
      })
      expect(await db.port.first("SELECT phone FROM do_not_call WHERE phone = 'nobody'")).toBeNull()
      expect(await db.port.all("SELECT 1 AS a, 'x' AS b, NULL AS c")).toEqual([{ a: 1, b: "x", c: null }])
      // Value arrays keep duplicate column names (a join's two ids), which objects would merge.
      expect(await db.port.values("SELECT 1 AS id, 2 AS id")).toEqual([[1, 2]])
      // Booleans bind as 0/1, undefined as NULL; big integers come back as numbers.
      expect(await db.port.first("SELECT ? AS t, ? AS f, ? AS u", [true, false, undefined])).toEqual({
        t: 1,
        f: 0,
        u: null,
      })
      expect(await db.port.first("SELECT ? AS ms", [1_767_225_600_000])).toEqual({ ms: 1_767_225_600_000 })
    })

    it("tells the database's size in bytes, which grows with the data (Settings → System Information)", async () => {
      const db = await engine.fresh()
      const before = await db.port.sizeBytes()
      expect(before).toBeGreaterThan(4096)
      await db.port.run(
        `WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < 2000)
         INSERT INTO do_not_call (phone, reason, source, created_at)
         SELECT '+1555' || printf('%07d', i), printf('%0200d', i), 'manual', 0 FROM s`
      )
      expect(await db.port.sizeBytes()).toBeGreaterThan(before!)
    })

    it("reports changes on a table with triggers as non-zero when matched and zero when not (D1 adds the triggers' rows)", async () => {
      const db = await engine.fresh()
      await db.port.run(INSERT_CONTACT, ["Counted", "+15550000010"])
      const updated = await db.port.run("UPDATE contacts SET business_name = 'Renamed' WHERE phone = ?", [
        "+15550000010",
      ])
      expect(updated.changes).toBeGreaterThan(0)
      const missed = await db.port.run("UPDATE contacts SET business_name = 'Renamed' WHERE phone = ?", ["+1"])
      expect(missed.changes).toBe(0)
    })

    it("runs drizzle's query builder on the port: returning, get, all, batch, modes and relational queries", async () => {
      const db = await engine.fresh()
      const created = await db
        .insert(contacts)
        .values({ businessName: "Alpha", phone: "+15550000020" })
        .returning()
        .get()
      expect(created).toMatchObject({ businessName: "Alpha", phone: "+15550000020", status: "ready", source: "manual" })
      expect(created.createdAt).toBeInstanceOf(Date)
      expect(created.createdAt.getTime()).toBeGreaterThan(Date.UTC(2020, 0, 1))

      const [call] = await db
        .insert(calls)
        .values({ contactId: created.id, status: "completed", demoScheduled: true })
        .returning({ id: calls.id, demoScheduled: calls.demoScheduled, createdAt: calls.createdAt })
      expect(call).toMatchObject({ demoScheduled: true })
      expect(call!.createdAt).toBeInstanceOf(Date)

      // A join whose two tables both have id: value arrays keep both.
      const joined = await db
        .select({ callId: calls.id, contactId: contacts.id, name: contacts.businessName, demo: calls.demoScheduled })
        .from(calls)
        .innerJoin(contacts, eq(contacts.id, calls.contactId))
        .all()
      expect(joined).toEqual([{ callId: call!.id, contactId: created.id, name: "Alpha", demo: true }])

      expect(await db.select().from(contacts).where(eq(contacts.id, -1)).get()).toBeUndefined()
      await db.update(contacts).set({ status: "called" }).where(eq(contacts.id, created.id)).run()
      expect(
        (await db.select({ status: contacts.status }).from(contacts).where(eq(contacts.id, created.id)).get())?.status
      ).toBe("called")

      const [names, count, none] = await db.batch([
        db
          .insert(contacts)
          .values({ businessName: "Bravo", phone: "+15550000021" })
          .returning({ name: contacts.businessName }),
        db.select({ n: sql<number>`count(*)` }).from(contacts),
        db.update(contacts).set({ category: "x" }).where(eq(contacts.id, -1)).returning({ id: contacts.id }),
      ])
      expect(names).toEqual([{ name: "Bravo" }])
      expect(count).toEqual([{ n: 2 }])
      expect(none).toEqual([])

      await db.insert(settings).values({ key: "timezone", value: "Europe/Paris" })
      const setting = await db.query.settings.findFirst({ where: eq(settings.key, "timezone") })
      expect(setting).toMatchObject({ key: "timezone", value: "Europe/Paris" })
      expect(setting!.updatedAt).toBeInstanceOf(Date)
      expect(await db.query.contacts.findMany({ columns: { businessName: true }, orderBy: contacts.id })).toEqual([
        { businessName: "Alpha" },
        { businessName: "Bravo" },
      ])
    })
  })
}
