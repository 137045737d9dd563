/**
 * Every request to an outside service goes through here (Vapi, Google Places, Google sign-in, Sheets
 * and Calendar, Resend): one deadline for the WHOLE answer, headers and body, and a cap on the bytes
 * read. `fetch`'s own timeout signal stops waiting for headers but not a body that trickles in a byte
 * a second, and `res.text()` reads whatever size is sent: a 100 MB answer would take a 128 MB isolate
 * down. Either becomes a ProviderFetchError with a sentence the operator can read, which each adapter
 * turns into its own error (a 502 in words, never a 500).
 */

export type ProviderFetchFailure = "unreachable" | "timeout" | "too_large"

/** The request got no usable answer; `message` is for people ("Vapi did not answer within 15 seconds."). */
export class ProviderFetchError extends Error {
  constructor(
    readonly failure: ProviderFetchFailure,
    message: string
  ) {
    super(message)
    this.name = "ProviderFetchError"
  }
}

export interface ProviderFetchLimits {
  /** The vendor's name in the sentences: "Vapi", "Google Places". */
  vendor: string
  /** For the whole answer, headers and body; default 15 s. */
  timeoutMs?: number
  /** The most bytes of body read; default 2 MB. */
  maxBytes?: number
  /** A stand-in for the global fetch (tests); default the global one. */
  fetch?: typeof fetch
}

export interface ProviderAnswer {
  status: number
  ok: boolean
  headers: Headers
  text: string
}

export const DEFAULT_TIMEOUT_MS = 15_000
export const MB = 1024 * 1024
export const DEFAULT_MAX_BYTES = 2 * MB

const sizeWords = (bytes: number) =>
  bytes >= MB ? `${Math.round(bytes / MB)} MB` : bytes >= 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} bytes`

/** One request and its whole body as text, within the time and size limits (see the file's comment). */
export async function providerFetch(
  url: string,
  init: RequestInit,
  limits: ProviderFetchLimits
): Promise<ProviderAnswer> {
  const { vendor, timeoutMs = DEFAULT_TIMEOUT_MS, maxBytes = DEFAULT_MAX_BYTES } = limits
  const doFetch = limits.fetch ?? ((input: string, i: RequestInit) => fetch(input, i))
  const controller = new AbortController()
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(
        new ProviderFetchError("timeout", `${vendor} did not answer within ${Math.round(timeoutMs / 1000)} seconds.`)
      )
      controller.abort()
      reader?.cancel().catch(() => {})
    }, timeoutMs)
  })
  deadline.catch(() => {})
  const tooLarge = () =>
    new ProviderFetchError(
      "too_large",
      `${vendor}'s answer was larger than ${sizeWords(maxBytes)}, so it was not read.`
    )

  try {
    let res: Response
    try {
      res = await Promise.race([doFetch(url, { ...init, signal: controller.signal }), deadline])
    } catch (err) {
      if (err instanceof ProviderFetchError) throw err
      // The runtime's words (addresses, TLS details) go to the log, not to the operator's screen.
      console.warn(`${vendor} request failed`, err)
      throw new ProviderFetchError("unreachable", `Could not reach ${vendor}. Check the network and try again.`)
    }
    const answer = { status: res.status, ok: res.ok, headers: res.headers }
    const declared = Number(res.headers.get("content-length"))
    if (Number.isFinite(declared) && declared > maxBytes) {
      await res.body?.cancel().catch(() => {})
      throw tooLarge()
    }
    if (!res.body) return { ...answer, text: "" }
    reader = res.body.getReader()
    const read = async () => {
      const decoder = new TextDecoder()
      let size = 0
      let text = ""
      for (;;) {
        const { done, value } = await reader!.read()
        if (done) return text + decoder.decode()
        size += value.byteLength
        if (size > maxBytes) {
          await reader!.cancel().catch(() => {})
          throw tooLarge()
        }
        text += decoder.decode(value, { stream: true })
      }
    }
    try {
      return { ...answer, text: await Promise.race([read(), deadline]) }
    } catch (err) {
      if (err instanceof ProviderFetchError) throw err
      console.warn(`${vendor} answer could not be read`, err)
      throw new ProviderFetchError("unreachable", `${vendor}'s answer was cut off. Try again.`)
    }
  } finally {
    clearTimeout(timer)
  }
}
