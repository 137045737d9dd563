/** Makes the fake vendors misbehave (fake-server-kit.mjs misbehave): a stall, a huge answer, an echoing 400. */
import { env } from "cloudflare:test"

export interface Misbehaviour {
  mode: "echo" | "stall" | "huge"
  /** Only this route, e.g. "GET /phone-number" (Vapi); else the next request whatever it is. */
  route?: string
  /** How many requests misbehave (Vapi; default 1). */
  times?: number
  /** The huge answer's size (default 100 MB). */
  bytes?: number
  /** Send the huge answer's Content-Length (else chunked). */
  declare?: boolean
}

const post = (url: string, headers: Record<string, string>, body: unknown) =>
  fetch(url, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  })

/** The fake Vapi account of `key` misbehaves on its next request(s). */
export const vapiMisbehaves = (key: string, m: Misbehaviour) =>
  post(`${env.VAPI_BASE_URL}/__misbehave`, { Authorization: `Bearer ${key}` }, m)

/** The fake Places account of `key` misbehaves on its next search. */
export const placesMisbehave = (key: string, m: Omit<Misbehaviour, "mode"> & { mode: "stall" | "huge" }) =>
  post(`${env.PLACES_BASE_URL}/__misbehave`, { "X-Goog-Api-Key": key }, m)
