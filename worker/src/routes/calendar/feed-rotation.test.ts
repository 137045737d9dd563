import { env } from "cloudflare:test"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { appRequest } from "../../../test/app-request"
import { callApp } from "../../../test/operator-request"
import { port } from "../../../test/port"
import type { Env } from "../../env"
import { ROTATION_WINDOW_MS } from "../../services/calendar/feed-token.service"

const e = env as Env
const url = async (res: Response) => {
  expect(res.status).toBe(200)
  return ((await res.json()) as { url: string }).url
}
const rotate = async () => url(await appRequest(e, "/api/calendar/feed/rotate", { method: "POST" }))
const feedStatus = async (feedUrl: string) => (await callApp(feedUrl)).status

beforeEach(async () => {
  await port.run("DELETE FROM system_state WHERE key = 'calendar_feed_token'")
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe("rotating the calendar feed", () => {
  it("answers a working URL to each of 10 parallel rotations, and the old URL stops working", async () => {
    const old = await url(await appRequest(e, "/api/calendar/feed"))
    const answers = await Promise.all(Array.from({ length: 10 }, rotate))
    for (const answer of answers) expect(await feedStatus(answer), answer).toBe(200)
    // Overlapping rotations are one rotation: every answer is the URL now in force.
    expect(new Set(answers).size).toBe(1)
    expect(answers[0]).not.toBe(old)
    expect(await feedStatus(old)).toBe(404)
  })

  it("answers a rotation right after another with that one's URL, and rotates again after the window", async () => {
    const T0 = Date.UTC(2030, 0, 1)
    const clock = vi.spyOn(Date, "now").mockReturnValue(T0)
    const first = await rotate()
    // A double click: the second rotation changes nothing and answers the URL in force.
    clock.mockReturnValue(T0 + 1000)
    expect(await rotate()).toBe(first)
    clock.mockReturnValue(T0 + ROTATION_WINDOW_MS)
    const second = await rotate()
    expect(second).not.toBe(first)
    expect(await feedStatus(first)).toBe(404)
    expect(await feedStatus(second)).toBe(200)
  })

  it("makes the token on a first rotation, before the feed was ever read", async () => {
    const answer = await rotate()
    expect(await feedStatus(answer)).toBe(200)
    expect(await url(await appRequest(e, "/api/calendar/feed"))).toBe(answer)
  })
})
