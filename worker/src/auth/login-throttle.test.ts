import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { OPERATOR_PASSWORD as PW, errorCode, login } from "../../test/operator-request"
import { CRON_STEPS } from "../jobs/cron"
import { FREE_FAILURES, GLOBAL_FREE_FAILURES, GLOBAL_KEY } from "./login-throttle"
import { port } from "../../test/port"
import { testCtx } from "../../test/ctx"

const T0 = Date.UTC(2030, 0, 1)
let clock: { mockReturnValue(value: number): unknown }

beforeEach(async () => {
  await port.batch([{ sql: "DELETE FROM login_attempts" }, { sql: "DELETE FROM sessions" }])
  // A frozen clock: the doubling locks must not run out while 200 requests are in flight.
  clock = vi.spyOn(Date, "now").mockReturnValue(T0)
})
afterEach(() => {
  vi.restoreAllMocks()
})

const rowCount = async () => (await port.first<{ n: number }>("SELECT count(*) AS n FROM login_attempts"))!.n
const LOCAL = "http://127.0.0.1"

const statuses = (responses: Response[]) => {
  const count: Record<number, number> = {}
  for (const r of responses) count[r.status] = (count[r.status] ?? 0) + 1
  return count
}

describe("sign-in lockout", () => {
  it("compares at most FREE_FAILURES passwords when 200 wrong guesses arrive at once from one address", async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => login(`guess ${i}`)))
    // Every 401 is a real comparison (wrong_password); every other guess was refused unchecked.
    expect(statuses(answers)).toEqual({ 401: FREE_FAILURES, 429: 200 - FREE_FAILURES })
    const locked = answers.find((r) => r.status === 429)!
    expect(await errorCode(locked)).toBe("too_many_attempts")
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(0)
  })

  it("locks out even the right password, lifts the lock after the delay, and clears on success", async () => {
    for (let i = 0; i < FREE_FAILURES; i++) expect((await login(`guess ${i}`)).status).toBe(401)
    const locked = await login(PW)
    expect(locked.status).toBe(429)
    expect(((await locked.json()) as { error: { message: string } }).error.message).toMatch(
      /^Too many failed attempts\. Try again in \d+ seconds?\.$/
    )
    // Another address is not locked out.
    expect((await login(PW, "http://127.0.0.1", "198.51.100.9")).status).toBe(200)

    clock.mockReturnValue(T0 + Number(locked.headers.get("Retry-After")) * 1000)
    expect((await login(PW)).status).toBe(200)
    const row = await port.first("SELECT 1 FROM login_attempts WHERE ip = '203.0.113.7'")
    expect(row).toBeNull()
    // With the row cleared, the next mistake is a free one again.
    expect((await login("typo")).status).toBe(401)
  })

  it("refused attempts do not push the lock further out", async () => {
    for (let i = 0; i < FREE_FAILURES; i++) await login(`guess ${i}`)
    const first = Number((await login("again")).headers.get("Retry-After"))
    for (let i = 0; i < 20; i++) await login(`hammer ${i}`)
    expect(Number((await login("again")).headers.get("Retry-After"))).toBe(first)
  })

  it("caps failures across all addresses, so guesses sprayed from many addresses slow down too", async () => {
    const ips = Array.from({ length: GLOBAL_FREE_FAILURES + 20 }, (_, i) => `10.0.${i >> 8}.${i & 255}`)
    const answers = await Promise.all(ips.map((ip) => login("spray", "http://127.0.0.1", ip)))
    expect(statuses(answers)).toEqual({ 401: GLOBAL_FREE_FAILURES, 429: 20 })

    // Even the operator, from a fresh address, waits until the global lock passes.
    const fresh = await login(PW, "http://127.0.0.1", "192.0.2.50")
    expect(fresh.status).toBe(429)
    clock.mockReturnValue(T0 + Number(fresh.headers.get("Retry-After")) * 1000)
    expect((await login(PW, "http://127.0.0.1", "192.0.2.50")).status).toBe(200)
  })

  it("writes nothing for an address while everyone is locked out, so a spray adds no rows", async () => {
    const spray = (ips: string[]) => Promise.all(ips.map((ip) => login("spray", LOCAL, ip)))
    const first = Array.from({ length: GLOBAL_FREE_FAILURES + 20 }, (_, i) => `10.0.${i >> 8}.${i & 255}`)
    expect(statuses(await spray(first))).toEqual({ 401: GLOBAL_FREE_FAILURES, 429: 20 })
    // One row per guess that was compared, plus the global one; the 20 refused left nothing behind.
    expect(await rowCount()).toBe(GLOBAL_FREE_FAILURES + 1)

    const fresh = Array.from({ length: 100 }, (_, i) => `10.1.0.${i}`)
    expect(statuses(await spray(fresh))).toEqual({ 429: 100 })
    expect(await rowCount()).toBe(GLOBAL_FREE_FAILURES + 1)
  })

  it("keys an address longer than any real one by a short hash, and still locks it out", async () => {
    const forged = "1".repeat(6000)
    for (let i = 0; i < FREE_FAILURES; i++) expect((await login(`guess ${i}`, LOCAL, forged)).status).toBe(401)
    expect((await login(PW, LOCAL, forged)).status).toBe(429)
    const keys = await port.all<{ ip: string }>("SELECT ip FROM login_attempts WHERE ip <> ?", [GLOBAL_KEY])
    expect(keys).toHaveLength(1)
    // No longer than the longest real address (45 characters of IPv6).
    expect(keys[0]!.ip.length).toBeLessThanOrEqual(45)
    // Another forged value is another client.
    expect((await login(PW, LOCAL, "2".repeat(6000))).status).toBe(200)
  })

  it("the cron sweeps out rows whose window has passed, the global one included", async () => {
    for (const ip of ["198.51.100.1", "198.51.100.2"]) await login("old guess", LOCAL, ip)
    clock.mockReturnValue(T0 + 50 * 60_000)
    await login("newer guess", LOCAL, "198.51.100.3")
    const sweep = CRON_STEPS.find((step) => step.name === "login attempts sweep")
    await sweep!.run(testCtx({ now: T0 + 61 * 60_000 }))
    const rows = await port.all<{ ip: string }>("SELECT ip FROM login_attempts ORDER BY ip")
    expect(rows.map((r) => r.ip)).toEqual([GLOBAL_KEY, "198.51.100.3"])

    await sweep!.run(testCtx({ now: T0 + 111 * 60_000 }))
    expect(await rowCount()).toBe(0)
  })

  it("does not let a client claim the global row as its own address", async () => {
    await login("guess", "http://127.0.0.1", GLOBAL_KEY)
    const row = await port.first<{ failures: number }>("SELECT failures FROM login_attempts WHERE ip = ?", [GLOBAL_KEY])
    expect(row!.failures).toBe(1)
  })
})
