import { MB, ProviderFetchError, providerFetch } from "../provider-fetch"
import type { ServiceAccountTokens } from "./service-account"

/** A Google API's answer: its status, headers and JSON (null when the body is not JSON, {} when empty). */
export interface GoogleAnswer {
  status: number
  headers: Headers
  json: unknown
}

/**
 * 15 s for the whole answer; 8 MB of it: a column of a large sheet (readColumn) is the biggest
 * answer we read, about 20 bytes a row.
 */
const REQUEST_TIMEOUT_MS = 15_000
const MAX_ANSWER_BYTES = 8 * MB

export interface GoogleRequestOptions {
  fetch: typeof fetch
  tokens: ServiceAccountTokens
  /** The API's name in the log ("Google Sheets"). */
  label: string
  /**
   * The adapter's own error for a request that never got a whole answer: the network (`said` null,
   * the adapter words it), or a stalled or oversized answer (`said` is the sentence for it).
   */
  unreachable: (said: string | null) => Error
  /** The adapter's own error for a sign-in that failed, when it words them itself. */
  tokenError?: (err: unknown) => Error
}

/**
 * One JSON request to a Google API with the service account's token, shared by the Sheets and the
 * Calendar adapters: a 401 drops the token and repeats the request once with a new one.
 */
export async function googleRequest(
  options: GoogleRequestOptions,
  method: string,
  url: string,
  body?: unknown
): Promise<GoogleAnswer> {
  const { tokens, label } = options
  const attempt = async (): Promise<GoogleAnswer & { token: string }> => {
    let token: string
    try {
      token = await tokens.accessToken()
    } catch (err) {
      throw options.tokenError ? options.tokenError(err) : err
    }
    let res: { status: number; headers: Headers; text: string }
    try {
      res = await providerFetch(
        url,
        {
          method,
          headers: {
            Authorization: `Bearer ${token}`,
            Accept: "application/json",
            ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        },
        { vendor: label, timeoutMs: REQUEST_TIMEOUT_MS, maxBytes: MAX_ANSWER_BYTES, fetch: options.fetch }
      )
    } catch (err) {
      if (!(err instanceof ProviderFetchError)) throw err
      throw options.unreachable(err.failure === "unreachable" ? null : err.message)
    }
    const { text } = res
    let json: unknown = null
    try {
      json = text ? JSON.parse(text) : {}
    } catch {}
    return { status: res.status, headers: res.headers, json, token }
  }
  let answer = await attempt()
  if (answer.status === 401) {
    tokens.invalidate(answer.token)
    answer = await attempt()
  }
  return answer
}
