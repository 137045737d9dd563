/**
 * Hostile values for the API fuzz test. JSON cannot spell some of them (1e309, 2^63 as an exact
 * integer), so `raw()` marks a literal that `toJson` splices into the text unquoted.
 */
import { MAX_BODY_BYTES } from "../../src/app"

const RAW = "\u0000raw:"
export const raw = (literal: string) => `${RAW}${literal}`

/** JSON text of `value`, with every `raw()` string written as its literal. */
export function toJson(value: unknown) {
  return JSON.stringify(value).replace(/"\\u0000raw:([^"]*)"/g, "$1")
}

export const HTML = ["<img src=x onerror=alert(1)>", "<script>alert(1)</script>", '"><svg onload=alert(1)>']

/** Text a person could type: accepted values must come back exactly as sent. */
export const ODD_TEXT = [
  ...HTML,
  "' OR 1=1 --",
  "Robert'); DROP TABLE contacts;--",
  '"',
  'say "hi',
  "NEAR(",
  "NEAR(a b, 2)",
  "*",
  "a*",
  "a AND",
  "AND OR NOT",
  "col:val",
  "^start",
  "-minus",
  "(((",
  "%_%",
  "\\",
  "Zürich Café 東京 😀",
  "O'Brien's & Sons",
  "👨‍👩‍👧 مطعم\u200f",
]

/**
 * Text the text rule (schemas/text-rule.ts) refuses in every stored field: direction overrides and
 * isolates, text of only invisible characters, line breaks. Searches may still contain the first two.
 */
export const HIDDEN_TEXT = [
  "\u202eevil",
  "Invoice \u202egnp.exe",
  "a\u2066b\u2069",
  "\u200b\u200c\u200d\u2060\ufeff",
  "\u00a0\u3000\u200b",
  "Evil\r\nBcc: x",
  "a\u0085b",
  "a\u2028b",
]

/** Digits past D1's 50-byte LIKE pattern limit: a search that reaches LIKE answers 500 there. */
export const LONG_DIGITS = ["1".repeat(49), "6".repeat(64), `+1 616 555 ${"0".repeat(45)}`]

export const CONTROL = ["ab\u0000cd", "\u0000", "a\u0001\u001f\u007fb", "line\r\nbreak", "tab\there", "\ud800lone"]

export const HUGE_100K = "x".repeat(100 * 1024)

export const WRONG_TYPES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  "",
  " ",
  "abc",
  [],
  ["x"],
  {},
  { a: 1 },
  raw("1e309"),
  raw("-1e309"),
  raw("9223372036854775808"),
  raw("9007199254740993"),
]

export const ANY_VALUE: unknown[] = [...WRONG_TYPES, ...ODD_TEXT, ...CONTROL, HUGE_100K, "1".repeat(5000)]

/** Path segments and query values that look like ids but are not (plus a few that are). */
export const BAD_IDS = [
  "-1",
  "0",
  "1e309",
  "abc",
  "9223372036854775808",
  "9007199254740993",
  "1.5",
  "1.0",
  "%201",
  "0x10",
  "1%00",
  "%00",
  "%FF",
  "%",
  "1;DROP%20TABLE%20contacts",
  "' OR 1=1 --".replace(/ /g, "%20"),
  "9".repeat(400),
  "999999",
  "NaN",
  "Infinity",
]

export const EXTRA_FIELDS: Record<string, unknown>[] = [
  { id: 1 },
  { createdAt: "1970-01-01T00:00:00Z" },
  { constructor: { prototype: { polluted: true } } },
  { status: "deleted" },
  { [HUGE_100K.slice(0, 5000)]: 1 },
]

const bytes = (s: string) => new TextEncoder().encode(s)
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

/** Labels of the raw bodies that are no JSON object at all: an endpoint that reads a body refuses them. */
export const NOT_AN_OBJECT = new Set([
  "empty body",
  "truncated JSON",
  "not JSON",
  "JSON null",
  "JSON string",
  "JSON array",
  "deep array 10k",
  "UTF-16 body",
  "NUL outside strings",
])

/** Bodies no JSON encoder would produce. `field` names a string field of the endpoint's body. */
export function rawBodies(field: string | undefined): { label: string; body: string | Uint8Array }[] {
  const key = JSON.stringify(field ?? "x")
  return [
    { label: "empty body", body: "" },
    { label: "truncated JSON", body: `{${key}:` },
    { label: "not JSON", body: "hello=world&a=1" },
    { label: "JSON null", body: "null" },
    { label: "JSON string", body: '"just a string"' },
    { label: "JSON array", body: "[1,2,3]" },
    { label: "deep array 10k", body: "[".repeat(10_000) + "]".repeat(10_000) },
    { label: "deep object 10k", body: '{"a":'.repeat(10_000) + "1" + "}".repeat(10_000) },
    { label: "deep value 10k", body: `{${key}:${"[".repeat(10_000)}${"]".repeat(10_000)}}` },
    {
      label: "bad UTF-8 bytes",
      body: concat(bytes(`{${key}:"a`), new Uint8Array([0xff, 0xfe, 0xc3, 0x28]), bytes('"}')),
    },
    { label: "UTF-8 BOM", body: concat(new Uint8Array([0xef, 0xbb, 0xbf]), bytes(`{${key}:"a"}`)) },
    { label: "UTF-16 body", body: new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]) },
    { label: "NUL outside strings", body: `{${key}:"a"}\u0000` },
    { label: "__proto__ key", body: `{"__proto__":{"polluted":true},${key}:"a"}` },
    { label: "duplicate keys", body: `{${key}:"a",${key}:{"b":1}}` },
    { label: "1e309 literal", body: `{${key}:1e309}` },
    { label: "over the body limit", body: `{${key}:"${"x".repeat(MAX_BODY_BYTES)}"}` },
  ]
}
