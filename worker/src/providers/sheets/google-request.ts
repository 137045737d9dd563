import type { ServiceAccountTokens } from "./service-account"

/** A Google API's answer: its status, headers and JSON (null when the body is not JSON, {} when empty). */
export interface GoogleAnswer {
  status: number
  headers: Headers
  json: unknown
}

const REQUEST_TIMEOUT_MS = 15_000

export interface GoogleRequestOptions {
  fetch: typeof fetch
  tokens: ServiceAccountTokens
  /** The API's name in the log ("Google Sheets"). */
  label: string
  /** The adapter's own error for a request that never got an answer (network, timeout). */
  unreachable: () => Error
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
    let res: Response
    let text: string
    try {
      res = await options.fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      })
      text = await res.text()
    } catch (err) {
      // The runtime's words (addresses, TLS) go to the log, not to the operator's screen.
      console.warn(`${label} request failed`, err)
      throw options.unreachable()
    }
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
