/**
 * Demos as iCalendar (RFC 5545): the subscription feed and the per-demo .ics download. One VEVENT per
 * demo with a UID that never changes (the call id), DTSTAMP from the call's last change, DTSTART and
 * DTEND in UTC.
 *
 * Written here rather than with ical-generator: that library renders 5,000 events in about 2 s of CPU
 * (measured in `npm run bench calendar`), far past a Worker's CPU budget, while a feed needs only
 * three things done right, each per the RFC and checked by ical.js in the tests: TEXT escaping
 * (§3.3.11), UTC DATE-TIME (§3.3.5) and folding lines at 75 octets without splitting a UTF-8
 * character (§3.1). It is written straight to UTF-8 bytes (IcsWriter), the form the response sends.
 */
import type { CalendarEvent } from "../../schemas/api-routes/calendar"
import { DEMO_MINUTES } from "../../schemas/calendar"
import { formatPhoneDisplay } from "../../schemas/phone"

export const demoUid = (id: number) => `demo-${id}@coldcaller`

export interface IcalDemo extends CalendarEvent {
  /** When the call last changed (ms): the event's DTSTAMP. */
  updatedAt: number
}

const TEXT_ESCAPES: Record<string, string> = {
  "\\": "\\\\",
  ";": "\\;",
  ",": "\\,",
  "\n": "\\n",
  "\r\n": "\\n",
  "\r": "\\n",
}

/**
 * Characters TEXT may not carry (§3.3.11 TSAFE-CHAR excludes CONTROL: U+0000-08, U+000A-1F, U+007F;
 * line breaks are escaped instead), and the bidi overrides that would make a business name read
 * backwards in a calendar app. Inputs refuse them already; the writer drops any that got stored.
 */
const UNSAFE_CHARS = "\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F\\u202A-\\u202E\\u2066-\\u2069"
const UNSAFE = new RegExp(`[${UNSAFE_CHARS}]`, "g")
/** Anything escapeText changes: the common name with none of them is returned as it is. */
const NEEDS_ESCAPE = new RegExp(`[\\\\;,\\n\\r${UNSAFE_CHARS}]`)

/** §3.3.11: backslash, semicolon and comma escaped; any line break becomes "\n"; controls dropped. */
export const escapeText = (text: string) =>
  NEEDS_ESCAPE.test(text) ? text.replace(UNSAFE, "").replace(/\r\n|[\\;,\n\r]/g, (c) => TEXT_ESCAPES[c]!) : text

/** DATE-TIME has a four-digit year (§3.3.4): a demo whose start or end falls outside it is not written. */
const FIRST_WRITABLE = Date.UTC(1000, 0, 1)
const LAST_WRITABLE = Date.UTC(9999, 11, 31)
export const isWritableDemo = (startMs: number) =>
  Number.isFinite(startMs) && startMs >= FIRST_WRITABLE && startMs + DEMO_MINUTES * 60_000 <= LAST_WRITABLE

const two = (n: number) => (n < 10 ? `0${n}` : `${n}`)

/** §3.3.5 UTC form: 20261201T153000Z. */
export function utc(ms: number) {
  const d = new Date(ms)
  return `${d.getUTCFullYear()}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}T${two(d.getUTCHours())}${two(d.getUTCMinutes())}${two(d.getUTCSeconds())}Z`
}

const encoder = new TextEncoder()
const CRLF = encoder.encode("\r\n")
const FOLD = encoder.encode("\r\n ")

/** Bytes a chunk of the body holds: small enough to stay out of V8's large-object space. */
export const CHUNK_BYTES = 16 * 1024

/**
 * The body as UTF-8 bytes, written line by line into chunks of about CHUNK_BYTES. Folding (§3.1)
 * counts octets directly: a line longer than 75 octets is cut before the 75th (74th after a
 * continuation's leading space), backing up past UTF-8 continuation bytes so no character is split.
 * Bytes in small chunks instead of one 2 MB string encoded afterwards (or one 2 MB buffer) keep a
 * 5,000-demo feed's garbage short-lived: the collector was its largest cost.
 */
class IcsWriter {
  private pos = 0
  private buf = new Uint8Array(CHUNK_BYTES + 1024)
  /** One line's bytes before folding. */
  private scratch = new Uint8Array(1024)

  private reserve(n: number) {
    if (this.pos + n <= this.buf.length) return
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.pos + n))
    next.set(this.buf.subarray(0, this.pos))
    this.buf = next
  }

  /** Lines known to be short and ASCII, each already ended with CRLF: written as they are. */
  raw(lines: string) {
    this.reserve(lines.length)
    this.pos += encoder.encodeInto(lines, this.buf.subarray(this.pos)).written
  }

  /** A content line `name` + `value` (escaped already), folded, ended with CRLF. */
  line(name: string, value = "") {
    // UTF-16 code units are at most 3 octets each; folding adds 3 octets per 74.
    const most = (name.length + value.length) * 3
    if (this.scratch.length < most) this.scratch = new Uint8Array(most * 2)
    const head = encoder.encodeInto(name, this.scratch).written
    const n = head + encoder.encodeInto(value, this.scratch.subarray(head)).written
    this.reserve(n + Math.ceil(n / 74) * FOLD.length + CRLF.length)
    let from = 0
    let limit = 75
    while (n - from > limit) {
      let cut = from + limit
      while ((this.scratch[cut]! & 0xc0) === 0x80) cut-- // not inside a character's bytes
      this.buf.set(this.scratch.subarray(from, cut), this.pos)
      this.pos += cut - from
      this.buf.set(FOLD, this.pos)
      this.pos += FOLD.length
      from = cut
      limit = 74 // the continuation's leading space counts
    }
    this.buf.set(this.scratch.subarray(from, n), this.pos)
    this.pos += n - from
    this.buf.set(CRLF, this.pos)
    this.pos += CRLF.length
  }

  get full() {
    return this.pos >= CHUNK_BYTES
  }

  /** The bytes written since the last take; the next lines go to a fresh chunk. */
  take(): Uint8Array<ArrayBuffer> {
    const chunk = this.buf.subarray(0, this.pos)
    this.buf = new Uint8Array(CHUNK_BYTES + 1024)
    this.pos = 0
    return chunk
  }
}

function description(demo: IcalDemo, origin: string) {
  const lines = [`Phone: ${demo.phone ? formatPhoneDisplay(demo.phone) : "unknown"}`]
  if (demo.campaignName) lines.push(`Campaign: ${demo.campaignName}`)
  if (demo.summary) lines.push("", `Call summary: ${demo.summary}`)
  lines.push("", `The call: ${callUrl(demo, origin)}`)
  return lines.join("\n")
}

const callUrl = (demo: IcalDemo, origin: string) => `${origin}/calls?call=${demo.id}`

/** One demo's VEVENT; a demo with a time no calendar can hold is skipped, never a broken feed. */
function writeVevent(w: IcsWriter, demo: IcalDemo, origin: string) {
  const start = Date.parse(demo.demoDate)
  if (!isWritableDemo(start) || !Number.isFinite(demo.updatedAt)) return
  // Short ASCII by construction (under 40 octets each): no folding to check.
  w.raw(
    `BEGIN:VEVENT\r\nUID:${demoUid(demo.id)}\r\nDTSTAMP:${utc(demo.updatedAt)}\r\n` +
      `DTSTART:${utc(start)}\r\nDTEND:${utc(start + DEMO_MINUTES * 60_000)}\r\n`
  )
  w.line("SUMMARY:", escapeText(`Demo: ${demo.businessName}`))
  if (demo.address) w.line("LOCATION:", escapeText(demo.address))
  w.line("DESCRIPTION:", escapeText(description(demo, origin)))
  w.line("URL:", callUrl(demo, origin))
  w.raw("STATUS:CONFIRMED\r\nEND:VEVENT\r\n")
}

/** The calendar (the feed, or one demo's .ics) as UTF-8 chunks, each rendered when it is asked for. */
export function* calendarChunks(
  demos: readonly IcalDemo[],
  origin: string,
  name = "ColdCaller demos"
): Generator<Uint8Array<ArrayBuffer>> {
  const w = new IcsWriter()
  w.line("BEGIN:VCALENDAR")
  w.line("VERSION:2.0")
  w.line("PRODID:-//ColdCaller//Demo Calendar//EN")
  w.line("CALSCALE:GREGORIAN")
  w.line("METHOD:PUBLISH")
  w.line("X-WR-CALNAME:", escapeText(name))
  w.line("NAME:", escapeText(name))
  // Calendar apps re-read a subscribed feed about this often (a hint; Google decides for itself).
  w.line("REFRESH-INTERVAL;VALUE=DURATION:PT1H")
  w.line("X-PUBLISHED-TTL:PT1H")
  for (const demo of demos) {
    writeVevent(w, demo, origin)
    if (w.full) yield w.take()
  }
  w.line("END:VCALENDAR")
  yield w.take()
}

/** The response body: the feed streams out as it is rendered, never held whole. */
export function calendarStream(demos: readonly IcalDemo[], origin: string, name?: string) {
  const chunks = calendarChunks(demos, origin, name)
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.next()
      if (next.done) controller.close()
      else controller.enqueue(next.value)
    },
  })
}

/** The same text and link on the operator's Google Calendar as in the feed (services/google-calendar). */
export { callUrl as demoCallUrl, description as demoDescription }
