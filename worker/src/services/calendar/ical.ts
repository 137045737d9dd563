/**
 * Demos as iCalendar (RFC 5545): the subscription feed and the per-demo .ics download. One VEVENT per
 * demo with a UID that never changes (the call id), DTSTAMP from the call's last change, DTSTART and
 * DTEND in UTC.
 *
 * Written here rather than with ical-generator: that library renders 5,000 events in about 2 s of CPU
 * (measured in `npm run bench calendar`), far past a Worker's CPU budget, while a feed needs only
 * three things done right, each per the RFC and checked by ical.js in the tests: TEXT escaping
 * (§3.3.11), UTC DATE-TIME (§3.3.5) and folding lines at 75 octets without splitting a UTF-8
 * character (§3.1).
 */
import { type CalendarEvent, DEMO_MINUTES } from "../../schemas/calendar"
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

/** §3.3.11: backslash, semicolon and comma escaped; any line break becomes "\n". */
export const escapeText = (text: string) => text.replace(/\r\n|[\\;,\n\r]/g, (c) => TEXT_ESCAPES[c]!)

const two = (n: number) => (n < 10 ? `0${n}` : `${n}`)

/** §3.3.5 UTC form: 20261201T153000Z. */
export function utc(ms: number) {
  const d = new Date(ms)
  return `${d.getUTCFullYear()}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}T${two(d.getUTCHours())}${two(d.getUTCMinutes())}${two(d.getUTCSeconds())}Z`
}

/** UTF-8 octets of the code point starting at `i` (a surrogate pair is one 4-octet character). */
function octetsAt(text: string, i: number) {
  const code = text.charCodeAt(i)
  if (code < 0x80) return 1
  if (code < 0x800) return 2
  if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) return 4
  return 3
}

/** Plain ASCII folds by length alone: 75 characters, then 74 after each continuation's space. */
function foldAscii(line: string) {
  const parts = [line.slice(0, 75)]
  for (let i = 75; i < line.length; i += 74) parts.push(line.slice(i, i + 74))
  return parts.join("\r\n ")
}

/**
 * §3.1: lines longer than 75 octets are split, each continuation starting with a space. Splits fall
 * between characters (code points), never inside one's UTF-8 bytes. Counted by hand: a TextEncoder
 * call per character made the feed ten times slower.
 */
export function foldLine(line: string): string {
  // eslint-disable-next-line no-control-regex -- plain ASCII: one octet a character
  if (/^[\x00-\x7f]*$/.test(line)) return line.length <= 75 ? line : foldAscii(line)
  let out = ""
  let from = 0
  let octets = 0
  let limit = 75
  for (let i = 0; i < line.length;) {
    const size = octetsAt(line, i)
    if (octets + size > limit) {
      out += `${line.slice(from, i)}\r\n `
      from = i
      octets = 0
      limit = 74 // the leading space of a continuation line counts
    }
    octets += size
    i += size === 4 ? 2 : 1
  }
  return out + line.slice(from)
}

/** (616) 555-0100 for US numbers without the phone library (its formatter costs ~16 µs a call). */
const displayPhone = (phone: string) => {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone)
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : formatPhoneDisplay(phone)
}

function description(demo: IcalDemo, origin: string) {
  const lines = [`Phone: ${demo.phone ? displayPhone(demo.phone) : "unknown"}`]
  if (demo.campaignName) lines.push(`Campaign: ${demo.campaignName}`)
  if (demo.summary) lines.push("", `Call summary: ${demo.summary}`)
  lines.push("", `The call: ${callUrl(demo, origin)}`)
  return lines.join("\n")
}

const callUrl = (demo: IcalDemo, origin: string) => `${origin}/calls?call=${demo.id}`

/** One demo's VEVENT, each line folded and ended with CRLF. */
function vevent(demo: IcalDemo, origin: string): string {
  const start = Date.parse(demo.demoDate)
  // Only SUMMARY, LOCATION and DESCRIPTION can pass 75 octets; the rest are short ASCII by construction.
  let out = `BEGIN:VEVENT\r\nUID:${demoUid(demo.id)}\r\nDTSTAMP:${utc(demo.updatedAt)}\r\nDTSTART:${utc(start)}\r\nDTEND:${utc(start + DEMO_MINUTES * 60_000)}\r\n`
  out += `${foldLine(`SUMMARY:${escapeText(`Demo: ${demo.businessName}`)}`)}\r\n`
  if (demo.address) out += `${foldLine(`LOCATION:${escapeText(demo.address)}`)}\r\n`
  out += `${foldLine(`DESCRIPTION:${escapeText(description(demo, origin))}`)}\r\n`
  out += `${foldLine(`URL:${callUrl(demo, origin)}`)}\r\nSTATUS:CONFIRMED\r\nEND:VEVENT\r\n`
  return out
}

/**
 * The whole feed. Built by concatenation rather than arrays of lines: with 5,000 demos the arrays
 * made the garbage collector the largest cost of a render.
 */
export function demosCalendar(demos: readonly IcalDemo[], origin: string, name = "ColdCaller demos") {
  const header = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//ColdCaller//Demo Calendar//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
    `NAME:${escapeText(name)}`,
    // Calendar apps re-read a subscribed feed about this often (a hint; Google decides for itself).
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
  ]
  let out = header.map(foldLine).join("\r\n") + "\r\n"
  for (const demo of demos) out += vevent(demo, origin)
  return out + "END:VCALENDAR\r\n"
}
