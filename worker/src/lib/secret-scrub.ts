/**
 * The one scrubber of secrets in text that may leave the worker: a provider's error text shown on a
 * screen, stored in a row (calls.error, notification_logs, a job's error), e-mailed or logged. Vendors
 * echo requests (a 400 that repeats the headers and the body), so any secret we sent may come back.
 *
 * Two nets: the values the app holds (every secret setting, the env secrets, the webhook secrets),
 * registered where they are read, and patterns for what a secret looks like whatever its value
 * (`Bearer …`, `Authorization: …`, a JSON "token"/"password"/"private_key" field, a PEM private key,
 * a Google API key or access token, a JWT).
 */

/**
 * Values shorter than this are not replaced by value: replacing "abc" would mangle the text and say
 * what the secret is. The patterns still catch them in the places secrets travel (headers, fields).
 */
const MIN_VALUE_LENGTH = 8
/** Rotations add values; the oldest go first (a rotated secret is refused anyway). */
const MAX_VALUES = 64

// Kept per isolate: one deployment, one operator, so every secret it read is one to hide.
const known = new Set<string>()

/** Remembers secrets to scrub from now on (empty, short or absent values are ignored). */
export function rememberSecrets(...values: (string | null | undefined)[]) {
  for (const raw of values) {
    const value = raw?.trim()
    if (!value || value.length < MIN_VALUE_LENGTH || known.has(value)) continue
    known.add(value)
    if (known.size > MAX_VALUES) known.delete(known.values().next().value!)
  }
}

/**
 * Remembers `values` while `run` runs, then forgets those it did not know before: for a secret the
 * app passes on once and never keeps (a Twilio auth token sent to Vapi), whose echo in an error must
 * still be hidden while that request builds its answer.
 */
export async function withSecrets<T>(values: readonly string[], run: () => Promise<T>): Promise<T> {
  const fresh = values.map((v) => v.trim()).filter((v) => v.length >= MIN_VALUE_LENGTH && !known.has(v))
  rememberSecrets(...fresh)
  try {
    return await run()
  } finally {
    for (const value of fresh) known.delete(value)
  }
}

const HIDDEN = "[hidden]"

/** A secret as it may appear: raw, inside a JSON string (a PEM's line breaks as \n) or URL-encoded. */
function formsOf(value: string) {
  const forms = new Set([value, JSON.stringify(value).slice(1, -1), encodeURIComponent(value)])
  // Each line of a multi-line secret (a PEM) on its own, in case an echo re-wrapped it.
  // (Not its BEGIN/END lines: they are no secret, and the PEM pattern needs them to find the key.)
  for (const line of value.split(/\r?\n|\\n/)) {
    if (line.trim().length >= 16 && !line.startsWith("-----")) forms.add(line.trim())
  }
  return [...forms]
}

const SECRET_FIELDS =
  "token|auth_?token|twilio_?auth_?token|secret|password|passwd|private_?key|privateKey|api_?key|apiKey|access_?token|refresh_?token|id_?token|client_?secret|assertion|credentials?"

/** A PEM private key, whole or cut short. */
const PEM = /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g

const PATTERNS: [RegExp, string][] = [
  // Header lines and header-shaped JSON: `Authorization: Basic x`, `"authorization":"Bearer x"`.
  [
    /\b(authorization|proxy-authorization|x-vapi-secret|x-goog-api-key|x-api-key|api-key|cookie|set-cookie)(["']?\s*[:=]\s*["']?)[^"'\r\n,;}]*/gi,
    `$1$2${HIDDEN}`,
  ],
  // JSON fields that hold secrets: "token": "…", "private_key": "…"; and inside a JSON string (an
  // echoed request body): \"token\":\"…\".
  [new RegExp(`("(?:${SECRET_FIELDS})"\\s*:\\s*")(?:[^"\\\\]|\\\\.)*"`, "gi"), `$1${HIDDEN}"`],
  [new RegExp(`(\\\\"(?:${SECRET_FIELDS})\\\\"\\s*:\\s*\\\\")(?:[^"\\\\]|\\\\[^"])*\\\\"`, "gi"), `$1${HIDDEN}\\"`],
  // key=… in a URL or a form body.
  [/([?&](?:key|api_key|access_token|token|assertion)=)[^&\s"']+/gi, `$1${HIDDEN}`],
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, `$1 ${HIDDEN}`],
  // Google API keys and OAuth access tokens; JWTs (a service account's signed assertion).
  [/\bAIza[0-9A-Za-z_-]{30,}/g, HIDDEN],
  [/\bya29\.[0-9A-Za-z._-]+/g, HIDDEN],
  [/\beyJ[0-9A-Za-z_-]{8,}\.[0-9A-Za-z_-]{8,}\.[0-9A-Za-z_-]*/g, HIDDEN],
]

/** `text` without any secret the app holds or anything shaped like one; `extra` adds values for this call. */
export function scrubSecrets(text: string, extra: readonly (string | null | undefined)[] = []): string {
  if (!text) return text
  // A PEM key first, whole, before its lines are replaced one by one below.
  let out = text.replace(PEM, "[private key]")
  const values = [...known, ...extra.map((v) => v?.trim() ?? "").filter((v) => v.length >= MIN_VALUE_LENGTH)]
  // Longest first: a secret that contains another is replaced whole.
  for (const value of values.sort((a, b) => b.length - a.length)) {
    for (const form of formsOf(value)) if (out.includes(form)) out = out.split(form).join(HIDDEN)
  }
  for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement)
  return out
}

/** Forgets every remembered value (tests). */
export function forgetSecrets() {
  known.clear()
}
