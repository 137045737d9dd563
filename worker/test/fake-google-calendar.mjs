// Google Calendar API v3 for worker/test/fake-google-server.mjs (events on a calendar shared with a
// service account), answering as Google does:
//   POST   /calendar/v3/calendars/{calendarId}/events?sendUpdates=   insert (client ids: base32hex 5-1024;
//          a taken id, a cancelled event's included, is 409 "duplicate")
//   PATCH  /calendar/v3/calendars/{calendarId}/events/{eventId}      patch (an event deleted before stays cancelled)
//   DELETE /calendar/v3/calendars/{calendarId}/events/{eventId}      204; again 410 "deleted"; unknown 404
//   GET    /calendar/v3/calendars/{calendarId}/events/{eventId}      the event (cancelled ones too)
//   GET    /calendar/v3/calendars/{calendarId}/events?maxResults=     { summary, timeZone, items }
// Bodies are checked against the Event resource of Google's discovery document: an unknown field,
// a malformed EventDateTime, an empty time range or attendees (service accounts may not invite without
// domain-wide delegation) are refused with Google's error envelope
// { error: { errors: [{ domain, reason, message }], code, message } }. The token must carry a Calendar
// scope (403 insufficientPermissions otherwise). A calendar id that looks like Google's (an e-mail
// address) names a calendar shared with every account until /__calendar says otherwise; one not shared
// with the caller is 404, shared read-only 403 requiredAccessLevel.
//
// Control endpoints (served by fake-google-server.mjs):
//   POST /__calendar  { calendarId, title?, timeZone?, sharedWith?, readOnly? }
//   POST /__script    { calendarId, status, body?, headers?, times? }   the next requests on that calendar
//   GET  /__calendar?calendarId=   { events } every stored event, cancelled ones included
//   GET  /__requests?calendarId=   { requests, counts: { insert, patch, delete, get, list } }

const CALENDAR_SCOPES = ["https://www.googleapis.com/auth/calendar", "https://www.googleapis.com/auth/calendar.events"]
const CALENDAR_ID = /^[^\s@/?#"<>]{1,200}@[A-Za-z0-9-]{1,63}(\.[A-Za-z0-9-]{1,63})*\.[A-Za-z]{2,}$/
const EVENT_ID = /^[a-v0-9]{5,1024}$/
const SEND_UPDATES = ["all", "externalOnly", "none"]
// calendar#event, from the discovery document's Event schema (calendar/v3).
const EVENT_FIELDS = new Set([
  "anyoneCanAddSelf",
  "attachments",
  "attendees",
  "attendeesOmitted",
  "birthdayProperties",
  "colorId",
  "conferenceData",
  "created",
  "creator",
  "description",
  "end",
  "endTimeUnspecified",
  "etag",
  "eventType",
  "extendedProperties",
  "focusTimeProperties",
  "gadget",
  "guestsCanInviteOthers",
  "guestsCanModify",
  "guestsCanSeeOtherGuests",
  "hangoutLink",
  "htmlLink",
  "iCalUID",
  "id",
  "kind",
  "location",
  "locked",
  "organizer",
  "originalStartTime",
  "outOfOfficeProperties",
  "privateCopy",
  "recurrence",
  "recurringEventId",
  "reminders",
  "sequence",
  "source",
  "start",
  "status",
  "summary",
  "transparency",
  "updated",
  "visibility",
  "workingLocationProperties",
])
const DATE_TIME_FIELDS = new Set(["date", "dateTime", "timeZone"])
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

const TEXTS = {
  400: ["global", "invalid", "Invalid Value"],
  401: ["global", "authError", "Invalid Credentials"],
  403: ["global", "forbidden", "Forbidden"],
  404: ["global", "notFound", "Not Found"],
  409: ["global", "duplicate", "The requested identifier already exists."],
  410: ["global", "deleted", "Resource has been deleted"],
  429: ["usageLimits", "rateLimitExceeded", "Rate Limit Exceeded"],
  500: ["global", "backendError", "Backend Error"],
  503: ["global", "backendError", "Backend Error"],
}
/** Calendar v3's error envelope. */
export const calendarError = (code, message, reason, domain) => {
  const [d, r, m] = TEXTS[code] ?? ["global", "unknown", `HTTP ${code}`]
  const text = message ?? m
  return { error: { errors: [{ domain: domain ?? d, reason: reason ?? r, message: text }], code, message: text } }
}
const bad = (message, reason = "invalid") => [400, calendarError(400, message, reason)]

/** Google's "Invalid JSON payload" words for a field the Event schema does not have. */
function checkFields(obj, allowed, where) {
  for (const k of Object.keys(obj)) {
    if (!allowed.has(k))
      return bad(`Invalid JSON payload received. Unknown name "${k}"${where}: Cannot find field.`, "badRequest")
  }
  return null
}

function checkDateTime(v, name) {
  if (v === undefined) return null
  if (!v || typeof v !== "object" || Array.isArray(v))
    return bad(`Invalid JSON payload received. '${name}' must be an object.`, "badRequest")
  const unknown = checkFields(v, DATE_TIME_FIELDS, ` at '${name}'`)
  if (unknown) return unknown
  if (
    v.dateTime !== undefined &&
    (typeof v.dateTime !== "string" || !RFC3339.test(v.dateTime) || Number.isNaN(Date.parse(v.dateTime)))
  ) {
    return bad("Invalid start time.".replace("start", name))
  }
  if (v.date !== undefined && (typeof v.date !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(v.date)))
    return bad("Invalid value for: Invalid format")
  if (v.timeZone !== undefined && (typeof v.timeZone !== "string" || !isZone(v.timeZone)))
    return bad(`Invalid time zone definition for ${name} time.`)
  if (v.date === undefined && v.dateTime === undefined)
    return bad("Missing time.".replace("time", `${name} time`), "required")
  return null
}
const isZone = (z) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: z })
    return true
  } catch {
    return false
  }
}
const instant = (v) => (v.dateTime ? Date.parse(v.dateTime) : Date.parse(`${v.date}T00:00:00Z`))

/** The body as the Event schema allows it; null or Google's 400. */
function checkEvent(body, { insert }) {
  if (!body || typeof body !== "object" || Array.isArray(body))
    return bad("Invalid JSON payload received.", "parseError")
  const unknown = checkFields(body, EVENT_FIELDS, "")
  if (unknown) return unknown
  for (const k of ["summary", "description", "location"]) {
    if (body[k] !== undefined && typeof body[k] !== "string") return bad(`Invalid value for ${k}.`)
  }
  if (body.extendedProperties !== undefined) {
    const ep = body.extendedProperties
    const wrong = checkFields(ep ?? {}, new Set(["private", "shared"]), " at 'resource.extended_properties'")
    if (wrong) return wrong
    for (const scope of ["private", "shared"]) {
      for (const v of Object.values(ep[scope] ?? {}))
        if (typeof v !== "string") return bad("Invalid extended property value.")
    }
  }
  if (body.source !== undefined) {
    const wrong = checkFields(body.source ?? {}, new Set(["title", "url"]), " at 'resource.source'")
    if (wrong) return wrong
    if (!/^https?:\/\//.test(body.source.url ?? "")) return bad("Invalid source URL.")
  }
  if (body.attendees !== undefined && Array.isArray(body.attendees) && body.attendees.length) {
    return [
      403,
      calendarError(
        403,
        "Service accounts cannot invite attendees without Domain-Wide Delegation of Authority.",
        "forbiddenForServiceAccounts"
      ),
    ]
  }
  if (insert) {
    if (body.id !== undefined && (typeof body.id !== "string" || !EVENT_ID.test(body.id)))
      return bad("Invalid resource id value.")
    if (body.start === undefined) return bad("Missing start time.", "required")
    if (body.end === undefined) return bad("Missing end time.", "required")
  }
  return checkDateTime(body.start, "start") ?? checkDateTime(body.end, "end")
}

export function calendarApi() {
  /** @type {Map<string, any>} */
  const calendars = new Map()
  const calendar = (id) => {
    if (!calendars.has(id)) {
      calendars.set(id, {
        title: id,
        timeZone: "America/New_York",
        sharedWith: null,
        readOnly: false,
        events: new Map(),
        requests: [],
        script: [],
      })
    }
    return calendars.get(id)
  }
  let seq = 0

  /** /calendar/v3/calendars/{id}/events[/{eventId}] → { kind, calendarId, eventId }; null if not ours. */
  function route(method, rawPath) {
    const m = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(rawPath)
    if (!m) return null
    const calendarId = decodeURIComponent(m[1])
    const eventId = m[2] === undefined ? null : decodeURIComponent(m[2])
    const kind =
      eventId === null
        ? { POST: "insert", GET: "list" }[method]
        : { PATCH: "patch", DELETE: "delete", GET: "get" }[method]
    return kind ? { kind, calendarId, eventId } : null
  }

  function resource(calendarId, stored) {
    return { kind: "calendar#event", ...stored, htmlLink: `https://www.google.com/calendar/event?eid=${stored.id}` }
  }

  /** One Calendar API request; `grant` is the token's { clientEmail, scopes, live } or null. */
  function handle(call, req, query, body, bodyError, grant) {
    const cal = calendar(call.calendarId)
    cal.requests.push({
      kind: call.kind,
      eventId: call.eventId,
      query: Object.fromEntries(query),
      clientEmail: grant?.clientEmail ?? null,
      body: body ?? null,
    })
    const scripted = cal.script[0]
    if (scripted) {
      if (--scripted.times <= 0) cal.script.shift()
      return [scripted.status, scripted.body ?? calendarError(scripted.status), scripted.headers]
    }
    if (!grant) return [401, calendarError(401, "Login Required.", "required")]
    if (!grant.live) return [401, calendarError(401)]
    if (!grant.scopes.some((s) => CALENDAR_SCOPES.includes(s))) {
      return [403, calendarError(403, "Request had insufficient authentication scopes.", "insufficientPermissions")]
    }
    if (!CALENDAR_ID.test(call.calendarId)) return [404, calendarError(404)]
    if (cal.sharedWith && !cal.sharedWith.includes(grant.clientEmail)) return [404, calendarError(404)]
    const writes = call.kind === "insert" || call.kind === "patch" || call.kind === "delete"
    if (writes && cal.readOnly) {
      return [403, calendarError(403, "You need to have writer access to this calendar.", "requiredAccessLevel")]
    }
    if (bodyError) return bad(`Invalid JSON payload received. ${bodyError.message}`, "parseError")
    const sendUpdates = query.get("sendUpdates")
    if (sendUpdates !== null && !SEND_UPDATES.includes(sendUpdates)) {
      return bad(`Invalid value for sendUpdates: ${sendUpdates}`)
    }
    if (writes && call.kind !== "delete" && !/^application\/json/.test(req.headers["content-type"] ?? "")) {
      return bad("Invalid JSON payload received. Expected a JSON body.", "parseError")
    }
    const now = new Date().toISOString()

    if (call.kind === "list") {
      const max = Number(query.get("maxResults") ?? 250)
      const items = [...cal.events.values()].filter((e) => e.status !== "cancelled").slice(0, max)
      return [
        200,
        {
          kind: "calendar#events",
          summary: cal.title,
          timeZone: cal.timeZone,
          accessRole: cal.readOnly ? "reader" : "writer",
          items: items.map((e) => resource(call.calendarId, e)),
        },
      ]
    }
    if (call.kind === "insert") {
      const refused = checkEvent(body, { insert: true })
      if (refused) return refused
      if (instant(body.end) <= instant(body.start)) return bad("The specified time range is empty.", "timeRangeEmpty")
      const id = body.id ?? `fake${(++seq).toString(32)}${Date.now().toString(32)}`
      // A deleted event keeps its id (Google: "unique per calendar"): reusing it is a duplicate too.
      if (cal.events.has(id)) return [409, calendarError(409)]
      const stored = {
        ...body,
        id,
        etag: `"${Date.now()}"`,
        status: "confirmed",
        iCalUID: `${id}@google.com`,
        created: now,
        updated: now,
        creator: { email: grant.clientEmail },
        organizer: { email: call.calendarId, self: true },
        sequence: 0,
      }
      cal.events.set(id, stored)
      return [200, resource(call.calendarId, stored)]
    }
    const event = cal.events.get(call.eventId)
    if (!event) return [404, calendarError(404)]
    if (call.kind === "get") return [200, resource(call.calendarId, event)]
    if (call.kind === "delete") {
      if (event.status === "cancelled") return [410, calendarError(410)]
      event.status = "cancelled"
      event.updated = now
      return [204, null]
    }
    // patch: fields replace whole (arrays and objects too, one level down as Google merges objects).
    const refused = checkEvent(body, { insert: false })
    if (refused) return refused
    if (body.id !== undefined && body.id !== event.id) return bad("Invalid resource id value.")
    const next = { ...event }
    for (const [k, v] of Object.entries(body)) {
      next[k] =
        v && typeof v === "object" && !Array.isArray(v) && event[k] && typeof event[k] === "object"
          ? { ...event[k], ...v }
          : v
    }
    if (instant(next.end) <= instant(next.start)) return bad("The specified time range is empty.", "timeRangeEmpty")
    // An event deleted before stays deleted: patching it answers it, still cancelled.
    next.status = event.status
    next.updated = now
    next.sequence = (event.sequence ?? 0) + 1
    cal.events.set(event.id, next)
    return [200, resource(call.calendarId, next)]
  }

  function control(path, query, body) {
    if (path === "/__calendar" && body && typeof body.calendarId === "string" && query.get("calendarId") === null) {
      const cal = calendar(body.calendarId)
      if (typeof body.title === "string") cal.title = body.title
      if (typeof body.timeZone === "string") cal.timeZone = body.timeZone
      if (Array.isArray(body.sharedWith)) cal.sharedWith = body.sharedWith
      if (typeof body.readOnly === "boolean") cal.readOnly = body.readOnly
      return [200, { ok: true }]
    }
    if (path === "/__calendar" && query.get("calendarId") !== null) {
      const cal = calendar(query.get("calendarId"))
      return [200, { events: [...cal.events.values()] }]
    }
    if (path === "/__script" && typeof body?.calendarId === "string") {
      calendar(body.calendarId).script.push({
        status: body.status,
        body: body.body,
        headers: body.headers,
        times: body.times ?? 1,
      })
      return [200, { ok: true }]
    }
    if (path === "/__requests" && query.get("calendarId") !== null) {
      const requests = calendar(query.get("calendarId")).requests
      const counts = { insert: 0, patch: 0, delete: 0, get: 0, list: 0 }
      for (const r of requests) counts[r.kind]++
      return [200, { requests, counts }]
    }
    return null
  }

  return { route, handle, control, CALENDAR_SCOPES }
}
