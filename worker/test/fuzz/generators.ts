/** Builds an endpoint's fuzz cases: a fixed list of known-hostile requests plus seeded random mutations. */
import { type Endpoint, isMutating } from "./endpoints"
import type { FuzzCase } from "./fuzz-harness"
import type { Seed } from "./fuzz-seed"
import {
  ANY_VALUE,
  BAD_IDS,
  CONTROL,
  EXTRA_FIELDS,
  HIDDEN_TEXT,
  LONG_DIGITS,
  NOT_AN_OBJECT,
  ODD_TEXT,
  rawBodies,
  toJson,
  WRONG_TYPES,
} from "./payloads"
import type { Rng } from "./prng"

type Path = (string | number)[]

/** Every object key and array index of `value`, at any depth (the places a mutation can hit). */
function paths(value: unknown, at: Path = []): Path[] {
  if (value === null || typeof value !== "object") return []
  return Object.entries(value).flatMap(([k, v]) => {
    const p = [...at, Array.isArray(value) ? Number(k) : k]
    return [p, ...paths(v, p)]
  })
}

function setAt(root: unknown, path: Path, value: unknown, remove = false) {
  const copy = structuredClone(root) as Record<string | number, unknown>
  let node = copy
  for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, unknown>
  const last = path.at(-1)!
  if (remove && Array.isArray(node)) node.splice(Number(last), 1)
  else if (remove) delete node[last]
  else node[last] = value
  return copy
}

const show = (v: unknown) => {
  const s = typeof v === "string" ? JSON.stringify(v) : toJson(v)
  return s.length > 60 ? `${s.slice(0, 60)}… (${s.length} chars)` : s
}

const withQuery = (path: string, q: Record<string, string>) => {
  const qs = new URLSearchParams(q).toString()
  return qs ? `${path}?${qs}` : path
}

/** A lone surrogate cannot be percent-encoded; it is sent as U+FFFD, as a browser would. */
const encode = (s: string) =>
  encodeURIComponent(s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd"))

const ODD_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "PROPFIND", "FOO", "TRACE"]
const WRONG_CONTENT_TYPES = ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]

export function fixedCases(e: Endpoint, s: Seed): FuzzCase[] {
  const base = { method: e.method, headers: e.headers }
  const path = e.path(s)
  const query = e.query?.(s) ?? {}
  const url = withQuery(path, query)
  const body = e.body?.(s, 0)
  const json = body === undefined ? undefined : toJson(body)
  const cases: FuzzCase[] = []
  const mutating = isMutating(e.method)

  if (mutating) {
    // Cross-site and non-JSON mutations must be refused (issue 8). They go first, each with a body
    // nothing else used, so a missing check shows as an accepted write, not as a 404 or a duplicate.
    const webhook = e.route.startsWith("/api/webhooks/")
    const fresh = (n: number) => (e.body ? toJson(e.body(s, 900 + n)) : undefined)
    const foreign: [string, Record<string, string | null>][] = [
      ["Origin = https://evil.example", { Origin: "https://evil.example" }],
      ["Origin = null", { Origin: "null" }],
      ["Sec-Fetch-Site = cross-site", { Origin: null, "Sec-Fetch-Site": "cross-site" }],
    ]
    foreign.forEach(([label, headers], i) => {
      cases.push({
        ...base,
        label,
        path: url,
        body: fresh(i),
        headers: { ...e.headers, ...headers },
        mustReject: !webhook,
      })
    })
    if (e.method !== "DELETE") {
      WRONG_CONTENT_TYPES.forEach((ct, i) => {
        const body = fresh(10 + i) ?? ""
        cases.push({
          ...base,
          label: `Content-Type = ${ct}`,
          path: url,
          body,
          headers: { ...e.headers, "Content-Type": ct },
          mustReject: !webhook,
        })
      })
    }
  }
  cases.push({ ...base, label: "valid", path: url, body: json })

  if (e.params) {
    for (const id of BAD_IDS)
      cases.push({ ...base, label: `param = ${id}`, path: withQuery(e.path(s, id), query), body: json })
  }
  if (mutating) {
    for (const r of rawBodies(body ? Object.keys(body)[0] : undefined)) {
      const refused = r.label === "over the body limit" || (body !== undefined && NOT_AN_OBJECT.has(r.label))
      cases.push({ ...base, label: `raw body = ${r.label}`, path: url, body: r.body, mustReject: refused || undefined })
    }
  }
  if (e.body) {
    let n = 400 // distinct phones, as below
    for (const field of [...(e.textFields ?? []), ...(e.storedTextFields ?? [])]) {
      for (const text of HIDDEN_TEXT) {
        cases.push({
          ...base,
          label: `body.${field} = ${show(text)} (hidden text)`,
          path: url,
          body: toJson({ ...e.body(s, n++), [field]: text }),
          mustReject: true,
        })
      }
    }
  }
  if (e.body && e.textFields) {
    let n = 500 // distinct phones: a duplicate would be refused before the text is stored
    for (const field of e.textFields) {
      for (const text of ODD_TEXT) {
        const sent = { ...e.body(s, n++), [field]: text }
        cases.push({
          ...base,
          label: `body.${field} = ${show(text)} (round trip)`,
          path: url,
          body: toJson(sent),
          roundTrip: { [field]: text },
        })
      }
    }
  }
  for (const k of Object.keys(query)) {
    for (const bad of [...CONTROL, ...ODD_TEXT.slice(0, 12), ...HIDDEN_TEXT, ...LONG_DIGITS, "x".repeat(100 * 1024)]) {
      cases.push({ ...base, label: `query.${k} = ${show(bad)}`, path: withQuery(path, { ...query, [k]: bad }) })
    }
  }
  return cases
}

/** Other methods on the endpoint's path. They go last: a DELETE there removes the row the others use. */
export function methodCases(e: Endpoint, s: Seed): FuzzCase[] {
  const url = withQuery(e.path(s), e.query?.(s) ?? {})
  const json = e.body ? toJson(e.body(s, 0)) : undefined
  return ODD_METHODS.filter((m) => m !== e.method).map((method) => ({
    method,
    headers: e.headers,
    label: `method = ${method}`,
    path: url,
    body: ["GET", "HEAD"].includes(method) ? undefined : json,
  }))
}

const QUERY_VALUES = [
  ...ODD_TEXT,
  ...CONTROL,
  ...HIDDEN_TEXT,
  ...LONG_DIGITS,
  ...BAD_IDS.map(decodeURIComponentSafe),
  "",
  "true",
  "x".repeat(5000),
]

function decodeURIComponentSafe(v: string) {
  try {
    return decodeURIComponent(v)
  } catch {
    return v
  }
}

/** Paths of the body's plain objects, the root included: where an extra field can be added. */
function objectPaths(body: unknown): Path[] {
  const isObject = (p: Path) => {
    let v = body
    for (const k of p) v = (v as Record<string | number, unknown>)[k]
    return v !== null && typeof v === "object" && !Array.isArray(v)
  }
  return [[], ...paths(body).filter(isObject)]
}

/** `count` seeded random mutations of the endpoint's valid request (none for a plain GET). */
export function randomCases(e: Endpoint, s: Seed, rng: Rng, count: number): FuzzCase[] {
  const query = e.query?.(s) ?? {}
  const keys = Object.keys(query)
  const mutating = isMutating(e.method)
  if (!mutating && !e.params && !keys.length) return []
  const cases: FuzzCase[] = []
  for (let n = 1; cases.length < count; n++) {
    const body = mutating ? e.body?.(s, n) : undefined
    let path = withQuery(e.path(s), query)
    let sent: unknown = body
    let label: string
    const kind = rng.int(6)
    if ((kind === 0 || (!body && !keys.length)) && e.params) {
      const id = rng.pick([...e.params(s), ...BAD_IDS, ...ODD_TEXT.map(encode), ...CONTROL.map(encode)])
      path = withQuery(e.path(s, id), query)
      label = `param = ${id}`
    } else if (keys.length && (kind === 1 || !body)) {
      const key = rng.pick(keys)
      if (rng.next() < 0.5) {
        const bad = rng.pick(["%FF", "%00", "%", "%E0%A4%A", "a%2", "&&&", "=", "%C0%AF"])
        path = `${path}&${key}=${bad}&${key}=2`
        label = `query.${key} = raw ${bad}, repeated`
      } else {
        const value = rng.pick(QUERY_VALUES)
        path = withQuery(e.path(s), { ...query, [key]: value })
        label = `query.${key} = ${show(value)}`
      }
    } else if (body && kind <= 3) {
      const at = rng.pick(paths(body))
      const remove = rng.next() < 0.25
      const value = rng.pick(ANY_VALUE)
      sent = setAt(body, at, value, remove)
      label = remove ? `body.${at.join(".")} removed` : `body.${at.join(".")} = ${show(value)}`
    } else if (body && kind === 4) {
      const at = rng.pick(objectPaths(body))
      const [k, v] = Object.entries(rng.pick(EXTRA_FIELDS))[0]!
      sent = setAt(body, [...at, k], v)
      label = `body.${[...at, k].join(".").slice(0, 40)} added (extra field)`
    } else {
      sent = rng.pick(WRONG_TYPES)
      label = `body = ${show(sent)}`
    }
    const bodyText = sent === undefined || !mutating ? undefined : toJson(sent)
    cases.push({ method: e.method, headers: e.headers, label, path, body: bodyText })
  }
  return cases
}
