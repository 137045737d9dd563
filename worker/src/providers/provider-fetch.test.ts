import { env } from "cloudflare:test"
import { describe, expect, it } from "vitest"
import { fakeVapi, newVapiKey, request, vapiEnv } from "../../test/call-fixtures"
import { placesMisbehave, vapiMisbehaves } from "../../test/misbehaving-vendor"
import { GooglePlaces } from "./places/google-places"
import { PlacesError } from "./places/places-provider"
import { providerFetch } from "./provider-fetch"
import { VapiVoice } from "./voice/vapi"
import { VoiceProviderError } from "./voice/voice-provider"

/*
 * The providers' time and size limits (provider-fetch.ts) against the fake vendors misbehaving: an
 * answer whose headers come at once and whose body trickles in a byte a second, and a 100 MB answer.
 * Each ends as the provider's own error with a sentence, fast, and as a 502 in words through a route.
 */

const vapi = (apiKey: string, timeoutMs?: number) => new VapiVoice({ apiKey, baseUrl: env.VAPI_BASE_URL, timeoutMs })
const places = (apiKey: string, timeoutMs?: number) =>
  new GooglePlaces({ apiKey, baseUrl: env.PLACES_BASE_URL, timeoutMs })

async function failure<E>(work: Promise<unknown>, type: new (...a: never[]) => E): Promise<E> {
  const err = await work.then(
    () => null,
    (e: unknown) => e
  )
  expect(err).toBeInstanceOf(type)
  return err as E
}

describe("a stalled answer", () => {
  it("Vapi: headers at once, then a byte a second, ends at the deadline with a sentence", async () => {
    const key = newVapiKey()
    await vapiMisbehaves(key, { mode: "stall", route: "GET /phone-number" })
    const started = Date.now()
    const err = await failure(vapi(key, 2000).listPhoneNumbers(), VoiceProviderError)
    expect(Date.now() - started).toBeLessThan(5000)
    expect(err).toMatchObject({ message: "Vapi did not answer within 2 seconds.", status: 0, code: "provider_timeout" })
  })

  it("Google Places goes through the same deadline", async () => {
    const key = `places-stall-${crypto.randomUUID()}`
    await placesMisbehave(key, { mode: "stall" })
    const err = await failure(places(key, 2000).searchPage(SEARCH), PlacesError)
    expect(err).toMatchObject({ kind: "unavailable", message: "Google Places did not answer within 2 seconds." })
  })

  it(
    "is a 502 in words through the Voice card's phone numbers after 15 s, not a 500",
    { timeout: 30_000 },
    async () => {
      const key = newVapiKey()
      await vapiMisbehaves(key, { mode: "stall", route: "GET /phone-number" })
      const res = await request(vapiEnv(key), "/api/voice/phone-numbers")
      expect(res.status).toBe(502)
      expect(await res.json()).toMatchObject({
        error: { code: "vapi_timeout", message: "Vapi did not answer within 15 seconds." },
      })
    }
  )
})

describe("a huge answer", () => {
  it("Vapi: a 100 MB chunked answer to GET /phone-number is cut at 2 MB", async () => {
    const key = newVapiKey()
    await vapiMisbehaves(key, { mode: "huge", route: "GET /phone-number" })
    const err = await failure(vapi(key).listPhoneNumbers(), VoiceProviderError)
    expect(err).toMatchObject({
      message: "Vapi's answer was larger than 2 MB, so it was not read.",
      status: 0,
      code: "provider_too_large",
    })
  })

  it("Vapi: a declared Content-Length over the cap is refused before reading", async () => {
    const key = newVapiKey()
    await vapiMisbehaves(key, { mode: "huge", declare: true })
    const err = await failure(vapi(key).getCall("fake-call-1"), VoiceProviderError)
    expect(err.code).toBe("provider_too_large")
  })

  it("Google Places: cut at 2 MB", async () => {
    const key = `places-huge-${crypto.randomUUID()}`
    await placesMisbehave(key, { mode: "huge" })
    const err = await failure(places(key).searchPage(SEARCH), PlacesError)
    expect(err).toMatchObject({
      kind: "unavailable",
      message: "Google Places's answer was larger than 2 MB, so it was not read.",
    })
  })

  it("is a 502 in words through the route, and the Voice card says it in words", async () => {
    const key = newVapiKey()
    await vapiMisbehaves(key, { mode: "huge", route: "GET /phone-number" })
    const res = await request(vapiEnv(key), "/api/voice/phone-numbers")
    expect(res.status).toBe(502)
    expect(await res.json()).toMatchObject({ error: { code: "vapi_answer_too_large", message: /larger than 2 MB/ } })
    expect((await fakeVapi.requests(key)).map((r) => r.path)).toEqual(["/phone-number"])
  })

  it("an answer under the cap is read whole", async () => {
    const answer = await providerFetch(
      "https://vendor.test/x",
      {},
      { vendor: "Vendor", maxBytes: 10, fetch: async () => new Response("0123456789") }
    )
    expect(answer).toMatchObject({ status: 200, ok: true, text: "0123456789" })
    const over = providerFetch(
      "https://vendor.test/x",
      {},
      { vendor: "Vendor", maxBytes: 10, fetch: async () => new Response("01234567890") }
    )
    await expect(over).rejects.toMatchObject({ failure: "too_large", message: /larger than 10 bytes/ })
  })
})

const SEARCH = {
  text: "dentist",
  area: { low: { latitude: 42.9, longitude: -85.7 }, high: { latitude: 43, longitude: -85.6 } },
}
