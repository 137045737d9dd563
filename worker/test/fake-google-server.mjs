// A local stand-in for Google's OAuth token endpoint and Sheets API v4 (vitest globalSetup of the
// worker project), so no test reaches oauth2.googleapis.com or sheets.googleapis.com.
//
// POST /token        the service-account flow: a form body grant_type=urn:ietf:params:oauth:grant-type:
//                    jwt-bearer&assertion=<RS256 JWT>. The signature is checked against the public key
//                    registered for the JWT's iss, then scope, aud (this server's /token), iat and exp
//                    (at most an hour apart, within 5 minutes of the real clock), as Google does; the
//                    answer is { access_token, expires_in: 3599, token_type: "Bearer" } or Google's
//                    { error, error_description }.
// /v4/spreadsheets   GET {id}?fields=..., POST {id}:batchUpdate (addSheet), GET {id}/values/{range}
//                    (majorDimension ROWS|COLUMNS), POST {id}/values/{range}:append, batchUpdate's
//                    appendCells (typed CellData, number formats), with a Bearer token
//                    from /token; errors as google.rpc.Status { error: { code, message, status } }.
//                    A well-formed id (20+ of [A-Za-z0-9_-]) names a spreadsheet "Untitled spreadsheet"
//                    with one tab "Sheet1", shared with every account, until /__spreadsheet says otherwise.
//                    A range naming a tab the spreadsheet lacks is Google's 400 "Unable to parse range".
//
// /calendar/v3         Google Calendar's events (insert, patch, delete, get, list): fake-google-calendar.mjs.
//                    A token is for the scopes its assertion asked for: Sheets calls need the Sheets
//                    scope, Calendar calls a Calendar scope (Google's 403 "insufficient scopes" otherwise).
//
// State is kept per client_email and per spreadsheet id, so test files running in parallel never meet.
// Control endpoints:
//   POST /__register     { clientEmail, publicKeyPem }   the account's public key (re-register to replace)
//   POST /__spreadsheet  { spreadsheetId, title?, sheets?, sharedWith?, missing? }   set one up (sharedWith:
//                        the client_emails that may open it; missing: answer 404)
//   POST /__script       { spreadsheetId | clientEmail, status, body?, headers?, times? }   the next `times`
//                        (default 1) requests for that spreadsheet (or token requests of that account)
//                        answer this; without a body, Google's error envelope for the status
//   GET  /__sheet?spreadsheetId=&sheet=     { exists, rows, values, patterns } the tab's rows as strings, as
//                                           stored (numbers stay numbers) and their number format patterns
//   GET  /__requests?spreadsheetId=         { requests, counts: { get, append, values_get, batch_update },
//                                           tokens: { <clientEmail>: n } } (token requests of the accounts
//                                           that called this spreadsheet)
//   GET  /__requests?clientEmail=           { requests, counts: { token, token_ok } } that account's token requests
import { createPublicKey, randomBytes, verify } from "node:crypto"
import { createServer } from "node:http"
import { calendarApi } from "./fake-google-calendar.mjs"
import { accountsOf, parseJsonBody, project, readRaw, serveOn } from "./fake-server-kit.mjs"

const SCOPE = "https://www.googleapis.com/auth/spreadsheets"
const JWT_BEARER = "urn:ietf:params:oauth:grant-type:jwt-bearer"
const TOKEN_LIFETIME_S = 3599
const CLOCK_SKEW_S = 300
const ID = /^[A-Za-z0-9_-]{20,}$/
const GRID_ROWS = 1000
const GRID_COLUMNS = 26

const STATUS_NAMES = {
  400: ["INVALID_ARGUMENT", "Request contains an invalid argument."],
  401: [
    "UNAUTHENTICATED",
    "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.",
  ],
  403: ["PERMISSION_DENIED", "The caller does not have permission"],
  404: ["NOT_FOUND", "Requested entity was not found."],
  429: [
    "RESOURCE_EXHAUSTED",
    "Quota exceeded for quota metric 'Write requests' and limit 'Write requests per minute per user' of service 'sheets.googleapis.com'.",
  ],
  500: ["INTERNAL", "Internal error encountered."],
  503: ["UNAVAILABLE", "The service is currently unavailable."],
}
const rpcError = (code, message, status) => {
  const [name, text] = STATUS_NAMES[code] ?? ["UNKNOWN", `HTTP ${code}`]
  return { error: { code, message: message ?? text, status: status ?? name } }
}
const invalid = (message) => [400, rpcError(400, message)]

// ---------------------------------------------------------------------------------------------------
// A1 notation

const colIndex = (letters) => [...letters.toUpperCase()].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1
const colLetter = (index) => {
  let s = ""
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s
  return s
}
/** As Google writes a tab in the ranges it returns: bare when plain, quoted ('' doubled) otherwise. */
const sheetRef = (title) =>
  /^[A-Za-z_][A-Za-z0-9_]*$/.test(title) && !/^[A-Za-z]{1,3}\d+$/.test(title) && !/^R\d*C\d*$/i.test(title)
    ? title
    : `'${title.replace(/'/g, "''")}'`

/** { sheet, cells } from "'It''s'!A1:B2", "Sheet1!A:A", "Sheet1" or "A1:B2" (sheet null); null if malformed. */
function splitRange(range) {
  if (range.startsWith("'")) {
    let i = 1
    let sheet = ""
    for (; i < range.length; i++) {
      if (range[i] === "'" && range[i + 1] === "'") {
        sheet += "'"
        i++
      } else if (range[i] === "'") break
      else sheet += range[i]
    }
    if (i >= range.length) return null
    const rest = range.slice(i + 1)
    if (rest === "") return { sheet, cells: "" }
    return rest.startsWith("!") ? { sheet, cells: rest.slice(1) } : null
  }
  const bang = range.indexOf("!")
  if (bang >= 0) return { sheet: range.slice(0, bang), cells: range.slice(bang + 1) }
  return parseCells(range) ? { sheet: null, cells: range } : { sheet: range, cells: "" }
}
/** "A1:E9" → { c1, r1, c2, r2 } (0-based columns, 1-based rows, null when open); "" → whole sheet. */
function parseCells(cells) {
  if (cells === "") return { c1: 0, r1: 1, c2: null, r2: null }
  const m = /^([A-Za-z]{0,3})(\d*)(?::([A-Za-z]{0,3})(\d*))?$/.exec(cells)
  if (!m || (!m[1] && !m[2])) return null
  const [, a, b, c, d] = m
  const single = m[3] === undefined
  return {
    c1: a ? colIndex(a) : 0,
    r1: b ? Number(b) : 1,
    c2: single ? (a ? colIndex(a) : null) : c ? colIndex(c) : null,
    r2: single ? (b ? Number(b) : null) : d ? Number(d) : null,
  }
}

// A number is shown unformatted (a date's serial too); a formula as its text.
const cellText = (v) =>
  v === null || v === undefined
    ? ""
    : v === true
      ? "TRUE"
      : v === false
        ? "FALSE"
        : typeof v === "object"
          ? `=${v.formula.replace(/^=/, "")}`
          : String(v)

const SPREADSHEET_FIELDS = new Set(["spreadsheetId", "properties", "sheets", "spreadsheetUrl", "namedRanges"])

// ---------------------------------------------------------------------------------------------------

export default async function setup({ provide }) {
  /** @type {Map<string, { clientEmail: string, expiresAt: number, scopes: string[] }>} */
  const tokens = new Map()
  const calendars = calendarApi()
  /** @type {Map<string, any>} spreadsheet id → { title, sheets: [{ sheetId, title, rows }], sharedWith, missing, requests, script } */
  const books = new Map()
  let tokenUrl = ""

  /** @type {(email: string) => { publicKey: import("node:crypto").KeyObject | null, requests: any[], script: any[] }} */
  const account = accountsOf(() => ({ publicKey: null, requests: [], script: [] }))
  const book = (id) => {
    if (!books.has(id)) {
      books.set(id, {
        title: "Untitled spreadsheet",
        sheets: [{ sheetId: 0, title: "Sheet1", rows: [], patterns: [] }],
        sharedWith: null,
        missing: !ID.test(id),
        requests: [],
        script: [],
      })
    }
    return books.get(id)
  }
  const findSheet = (b, title) => b.sheets.find((s) => s.title.toLowerCase() === String(title).toLowerCase())
  const nextScript = (queue) => {
    const next = queue[0]
    if (!next) return null
    if (--next.times <= 0) queue.shift()
    return next
  }

  // ------------------------------------------------------------------------------------------------
  // OAuth token endpoint

  function token(form, contentType) {
    const grant = (error, description) => [400, { error, error_description: description }]
    const assertion = form.get("assertion") ?? ""
    const [h, p, s] = assertion.split(".")
    let header
    let claims
    try {
      header = JSON.parse(Buffer.from(h, "base64url").toString())
      claims = JSON.parse(Buffer.from(p, "base64url").toString())
    } catch {
      header = null
    }
    const email = typeof claims?.iss === "string" ? claims.iss : ""
    const acc = account(email)
    acc.requests.push({ contentType, grantType: form.get("grant_type"), claims: claims ?? null })
    const record = acc.requests[acc.requests.length - 1]
    const scripted = nextScript(acc.script)
    if (scripted) return [scripted.status, scripted.body ?? { error: "internal_failure" }, scripted.headers]

    if (!/^application\/x-www-form-urlencoded/.test(contentType ?? "")) {
      return grant("invalid_request", "Invalid Content-Type; expected application/x-www-form-urlencoded.")
    }
    if (form.get("grant_type") !== JWT_BEARER) {
      return grant("unsupported_grant_type", `Invalid grant_type: ${form.get("grant_type") ?? ""}`)
    }
    if (!header || !s || typeof claims !== "object" || claims === null) {
      return grant("invalid_request", "Invalid JWT: the assertion is not a signed JWT.")
    }
    if (header.alg !== "RS256") return grant("invalid_grant", "Invalid JWT: the algorithm must be RS256.")
    if (!acc.publicKey) return grant("invalid_grant", "Invalid grant: account not found")
    const signed = verify("sha256", Buffer.from(`${h}.${p}`), acc.publicKey, Buffer.from(s, "base64url"))
    if (!signed) return grant("invalid_grant", "Invalid JWT Signature.")
    if (claims.aud !== tokenUrl) {
      return grant("invalid_grant", `Invalid JWT: Failed audience check. The right audience is ${tokenUrl}`)
    }
    const scopes = typeof claims.scope === "string" ? claims.scope.split(" ") : []
    if (!scopes.some((s) => s === SCOPE || calendars.CALENDAR_SCOPES.includes(s))) {
      return grant("invalid_scope", "Invalid OAuth scope or ID token audience provided.")
    }
    const now = Math.floor(Date.now() / 1000)
    const { iat, exp } = claims
    const timely =
      Number.isInteger(iat) &&
      Number.isInteger(exp) &&
      exp > iat &&
      exp - iat <= 3600 &&
      iat <= now + CLOCK_SKEW_S &&
      exp >= now - CLOCK_SKEW_S
    if (!timely) {
      return grant(
        "invalid_grant",
        "Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe. Check your iat and exp values in the JWT claim."
      )
    }
    const accessToken = `ya29.fake_${randomBytes(32).toString("base64url")}`
    tokens.set(accessToken, { clientEmail: email, expiresAt: now + TOKEN_LIFETIME_S, scopes })
    record.ok = true
    return [200, { access_token: accessToken, expires_in: TOKEN_LIFETIME_S, token_type: "Bearer" }]
  }

  // ------------------------------------------------------------------------------------------------
  // Sheets API v4

  function getSpreadsheet(id, b, query) {
    const full = {
      spreadsheetId: id,
      properties: { title: b.title, locale: "en_US", autoRecalc: "ON_CHANGE", timeZone: "Etc/GMT" },
      sheets: b.sheets.map((s, index) => ({
        properties: {
          sheetId: s.sheetId,
          title: s.title,
          index,
          sheetType: "GRID",
          gridProperties: { rowCount: Math.max(GRID_ROWS, s.rows.length), columnCount: GRID_COLUMNS },
        },
      })),
      spreadsheetUrl: `https://docs.google.com/spreadsheets/d/${id}/edit`,
    }
    const fields = query.get("fields")
    if (!fields) return [200, full]
    for (const path of fields.split(",")) {
      if (!SPREADSHEET_FIELDS.has(path.trim().split(".")[0])) {
        return invalid(`Request contains an invalid argument. Invalid field selection: ${path.trim()}`)
      }
    }
    return [
      200,
      project(
        full,
        fields
          .split(",")
          .map((p) => p.trim())
          .filter(Boolean)
      ),
    ]
  }

  /** The tab and rectangle a range names, or Google's 400. */
  function resolveRange(b, range) {
    const split = splitRange(range)
    const cells = split && parseCells(split.cells)
    const sheet = split && (split.sheet === null ? b.sheets[0] : findSheet(b, split.sheet))
    if (!split || !cells || !sheet) return { error: invalid(`Unable to parse range: ${range}`) }
    return { sheet, cells }
  }

  function append(id, b, range, query, body) {
    const input = query.get("valueInputOption")
    if (!input) return invalid("'valueInputOption' is required but not specified")
    if (!["RAW", "USER_ENTERED"].includes(input)) {
      return invalid(
        `Invalid value at 'value_input_option' (type.googleapis.com/google.apps.sheets.v4.ValueInputOption), "${input}"`
      )
    }
    const insert = query.get("insertDataOption") ?? "OVERWRITE"
    if (!["OVERWRITE", "INSERT_ROWS"].includes(insert)) {
      return invalid(
        `Invalid value at 'insert_data_option' (type.googleapis.com/google.apps.sheets.v4.InsertDataOption), "${insert}"`
      )
    }
    if (!body || typeof body !== "object" || Array.isArray(body)) return invalid("Invalid JSON payload received.")
    for (const k of Object.keys(body)) {
      if (!["range", "majorDimension", "values"].includes(k)) {
        return invalid(`Invalid JSON payload received. Unknown name "${k}": Cannot find field.`)
      }
    }
    const dim = body.majorDimension ?? "ROWS"
    if (!["ROWS", "COLUMNS"].includes(dim)) return invalid(`Invalid value at 'data.major_dimension', "${dim}"`)
    const values = body.values ?? []
    if (!Array.isArray(values) || values.some((r) => !Array.isArray(r))) {
      return invalid("Invalid JSON payload received. 'values' must be a list of lists.")
    }
    for (const [r, row] of values.entries()) {
      for (const [c, v] of row.entries()) {
        if (v !== null && typeof v === "object") return invalid(`Invalid values[${r}][${c}]: struct_value`)
      }
    }
    const resolved = resolveRange(b, range)
    if (resolved.error) return resolved.error
    const { sheet, cells } = resolved
    const rows =
      dim === "ROWS"
        ? values
        : Array.from({ length: Math.max(0, ...values.map((c) => c.length)) }, (_, i) => values.map((c) => c[i]))
    const used = lastDataRow(sheet)
    const answer = { spreadsheetId: id }
    if (used) answer.tableRange = `${sheetRef(sheet.title)}!A1:${colLetter(widthOf(sheet.rows) - 1)}${used}`
    if (!rows.length) return [200, { ...answer, updates: { spreadsheetId: id } }]
    const first = used + 1
    const width = Math.max(1, ...rows.map((r) => r.length))
    rows.forEach((row, i) => {
      sheet.rows[first - 1 + i] = [...Array(cells.c1).fill(""), ...row.map((v) => (v === null ? "" : v))]
    })
    const c1 = colLetter(cells.c1)
    const c2 = colLetter(cells.c1 + width - 1)
    return [
      200,
      {
        ...answer,
        updates: {
          spreadsheetId: id,
          updatedRange: `${sheetRef(sheet.title)}!${c1}${first}:${c2}${first + rows.length - 1}`,
          updatedRows: rows.length,
          updatedColumns: width,
          updatedCells: rows.reduce((n, r) => n + r.length, 0),
        },
      },
    ]
  }
  const widthOf = (rows) => Math.max(1, ...rows.map((r) => r?.length ?? 0))
  const lastDataRow = (sheet) => {
    let n = sheet.rows.length
    while (n > 0 && !(sheet.rows[n - 1] ?? []).some((v) => cellText(v) !== "")) n--
    return n
  }

  function valuesGet(b, range, query) {
    const dim = query.get("majorDimension") ?? "ROWS"
    if (!["ROWS", "COLUMNS"].includes(dim)) return invalid(`Invalid value at 'major_dimension', "${dim}"`)
    const resolved = resolveRange(b, range)
    if (resolved.error) return resolved.error
    const { sheet, cells } = resolved
    const gridRows = Math.max(GRID_ROWS, sheet.rows.length)
    const c2 = cells.c2 ?? GRID_COLUMNS - 1
    const r2 = cells.r2 ?? gridRows
    const grid = []
    for (let r = cells.r1; r <= Math.min(r2, sheet.rows.length); r++) {
      const row = sheet.rows[r - 1] ?? []
      grid.push(Array.from({ length: c2 - cells.c1 + 1 }, (_, c) => cellText(row[cells.c1 + c])))
    }
    let lines = dim === "ROWS" ? grid : Array.from({ length: c2 - cells.c1 + 1 }, (_, c) => grid.map((row) => row[c]))
    // Google leaves out trailing empty cells of each line and trailing empty lines.
    lines = lines.map((line) => {
      let end = line.length
      while (end > 0 && line[end - 1] === "") end--
      return line.slice(0, end)
    })
    while (lines.length && !lines[lines.length - 1].length) lines.pop()
    const answer = {
      range: `${sheetRef(sheet.title)}!${colLetter(cells.c1)}${cells.r1}:${colLetter(c2)}${r2}`,
      majorDimension: dim,
    }
    return [200, lines.length ? { ...answer, values: lines } : answer]
  }

  function batchUpdate(id, b, body) {
    const requests = body?.requests
    if (!Array.isArray(requests) || !requests.length) return invalid("Must specify at least one request.")
    for (const k of Object.keys(body)) {
      if (k !== "requests") return invalid(`Invalid JSON payload received. Unknown name "${k}": Cannot find field.`)
    }
    // All or nothing, as Google applies a batch: check every request, then apply.
    const added = []
    const appends = []
    for (const [i, request] of requests.entries()) {
      const kinds = Object.keys(request ?? {})
      if (kinds.length !== 1 || !["addSheet", "appendCells"].includes(kinds[0])) {
        return invalid(`Invalid requests[${i}]: this fake supports one of addSheet or appendCells per request.`)
      }
      if (request.appendCells) {
        const checked = checkAppendCells(b, request.appendCells, `requests[${i}].appendCells`)
        if (checked.error) return checked.error
        appends.push(checked)
        continue
      }
      const title = request.addSheet.properties?.title ?? `Sheet${b.sheets.length + added.length + 1}`
      if (findSheet(b, title) || added.some((s) => s.title.toLowerCase() === title.toLowerCase())) {
        return invalid(
          `Invalid requests[${i}].addSheet: A sheet with the name "${title}" already exists. Please enter another name.`
        )
      }
      added.push({ sheetId: Math.floor(Math.random() * 2 ** 30) + 1, title, rows: [], patterns: [] })
    }
    b.sheets.push(...added)
    for (const { sheet, rows } of appends) {
      const first = lastDataRow(sheet)
      rows.forEach((row, r) => {
        sheet.rows[first + r] = row.map((c) => c.value)
        sheet.patterns[first + r] = row.map((c) => c.pattern)
      })
    }
    const replies = requests.map((request) => {
      if (!request.addSheet) return {}
      const s = added.shift()
      return {
        addSheet: {
          properties: {
            sheetId: s.sheetId,
            title: s.title,
            index: b.sheets.indexOf(s),
            sheetType: "GRID",
            gridProperties: { rowCount: GRID_ROWS, columnCount: GRID_COLUMNS },
          },
        },
      }
    })
    return [200, { spreadsheetId: id, replies }]
  }

  /**
   * AppendCellsRequest { sheetId, rows: RowData[], fields } as the discovery document types it: each
   * CellData's userEnteredValue holds exactly one ExtendedValue (errorValue is read-only), and its
   * userEnteredFormat.numberFormat a type from the NumberFormatType enum. Returns the rows to store
   * ({ value, pattern } per cell) or Google's 400.
   */
  function checkAppendCells(b, req, at) {
    const fail = (message) => ({ error: invalid(`Invalid ${at}: ${message}`) })
    for (const k of Object.keys(req)) {
      if (!["sheetId", "rows", "fields", "tableId"].includes(k)) {
        return { error: invalid(`Invalid JSON payload received. Unknown name "${k}" at '${at}': Cannot find field.`) }
      }
    }
    if (typeof req.fields !== "string" || !req.fields) return fail("At least one field must be specified in 'fields'.")
    const sheet = b.sheets.find((s) => s.sheetId === (req.sheetId ?? 0))
    if (!sheet) return fail(`No grid with id: ${req.sheetId ?? 0}`)
    sheet.patterns ??= []
    if (!Array.isArray(req.rows)) return fail("'rows' must be a list of RowData.")
    const rows = []
    for (const [r, row] of req.rows.entries()) {
      for (const k of Object.keys(row ?? {})) {
        if (k !== "values") return fail(`Unknown name "${k}" at rows[${r}]: Cannot find field.`)
      }
      const cells = []
      for (const [c, cell] of (row?.values ?? []).entries()) {
        const where = `rows[${r}].values[${c}]`
        for (const k of Object.keys(cell ?? {})) {
          if (!["userEnteredValue", "userEnteredFormat"].includes(k)) {
            return fail(`Unknown name "${k}" at ${where} (this fake writes values and number formats only).`)
          }
        }
        const value = cell?.userEnteredValue
        let stored = ""
        if (value !== undefined) {
          const kinds = Object.keys(value)
          const types = { stringValue: "string", numberValue: "number", boolValue: "boolean", formulaValue: "string" }
          if (kinds.length !== 1 || !(kinds[0] in types) || typeof value[kinds[0]] !== types[kinds[0]]) {
            return fail(
              `${where}.userEnteredValue must hold exactly one of stringValue, numberValue, boolValue, formulaValue.`
            )
          }
          stored = kinds[0] === "formulaValue" ? { formula: value.formulaValue } : value[kinds[0]]
        }
        const format = cell?.userEnteredFormat
        let pattern = null
        if (format !== undefined) {
          for (const k of Object.keys(format)) {
            if (k !== "numberFormat")
              return fail(`Unknown name "${k}" at ${where}.userEnteredFormat (this fake: numberFormat only).`)
          }
          const type = format.numberFormat?.type
          const TYPES = [
            "NUMBER_FORMAT_TYPE_UNSPECIFIED",
            "TEXT",
            "NUMBER",
            "PERCENT",
            "CURRENCY",
            "DATE",
            "TIME",
            "DATE_TIME",
            "SCIENTIFIC",
          ]
          if (!TYPES.includes(type))
            return fail(`Invalid value at '${where}.userEnteredFormat.numberFormat.type', "${type}"`)
          pattern = typeof format.numberFormat.pattern === "string" ? format.numberFormat.pattern : ""
        }
        cells.push({ value: stored, pattern })
      }
      rows.push(cells)
    }
    return { sheet, rows }
  }

  /** /v4/spreadsheets/...: the kind of call, the spreadsheet and the (decoded) range. */
  function route(method, rawPath) {
    const m = /^\/v4\/spreadsheets\/([^/:]+)(?::(batchUpdate))?(?:\/values\/([^/:]+)(?::(append))?)?$/.exec(rawPath)
    if (!m) return null
    const [, id, batch, range, appendVerb] = m
    const decoded = range === undefined ? undefined : decodeURIComponent(range)
    if (batch && range === undefined && method === "POST") return { kind: "batch_update", id }
    if (batch) return null
    if (range === undefined) return method === "GET" ? { kind: "get", id } : null
    if (appendVerb) return method === "POST" ? { kind: "append", id, range: decoded } : null
    return method === "GET" ? { kind: "values_get", id, range: decoded } : null
  }

  function sheetsApi(call, req, query, body, bodyError) {
    const b = book(decodeURIComponent(call.id))
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1]
    const grant = bearer ? tokens.get(bearer) : undefined
    const live = grant && grant.expiresAt > Date.now() / 1000
    b.requests.push({
      kind: call.kind,
      method: req.method,
      range: call.range ?? null,
      query: Object.fromEntries(query),
      clientEmail: grant?.clientEmail ?? null,
      contentType: req.headers["content-type"] ?? null,
      body,
    })
    const scripted = nextScript(b.script)
    if (scripted) return [scripted.status, scripted.body ?? rpcError(scripted.status), scripted.headers]
    if (!bearer) {
      return [
        401,
        rpcError(
          401,
          "Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project."
        ),
      ]
    }
    if (!live) return [401, rpcError(401)]
    if (!grant.scopes.includes(SCOPE)) {
      return [403, rpcError(403, "Request had insufficient authentication scopes.", "PERMISSION_DENIED")]
    }
    if (b.missing) return [404, rpcError(404)]
    if (b.sharedWith && !b.sharedWith.includes(grant.clientEmail)) return [403, rpcError(403)]
    if (bodyError) return invalid(`Invalid JSON payload received. ${bodyError.message}`)
    if (
      call.kind !== "get" &&
      call.kind !== "values_get" &&
      !/^application\/json/.test(req.headers["content-type"] ?? "")
    ) {
      return invalid("Invalid JSON payload received. Expected a JSON body.")
    }
    const id = decodeURIComponent(call.id)
    if (call.kind === "get") return getSpreadsheet(id, b, query)
    if (call.kind === "append") return append(id, b, call.range, query, body)
    if (call.kind === "values_get") return valuesGet(b, call.range, query)
    return batchUpdate(id, b, body)
  }

  // ------------------------------------------------------------------------------------------------
  // Control endpoints

  function control(path, query, body) {
    if (path === "/__register") {
      if (typeof body?.clientEmail !== "string" || typeof body?.publicKeyPem !== "string") {
        return [400, { error: "clientEmail and publicKeyPem are required" }]
      }
      account(body.clientEmail).publicKey = createPublicKey(body.publicKeyPem)
      return [200, { ok: true }]
    }
    if (path === "/__spreadsheet") {
      const b = book(String(body?.spreadsheetId ?? ""))
      if (typeof body.title === "string") b.title = body.title
      if (Array.isArray(body.sheets)) {
        b.sheets = body.sheets.map((title, i) => ({ sheetId: i, title, rows: [], patterns: [] }))
      }
      if (Array.isArray(body.sharedWith)) b.sharedWith = body.sharedWith
      if (typeof body.missing === "boolean") b.missing = body.missing
      return [200, { ok: true }]
    }
    if (path === "/__script") {
      const entry = { status: body.status, body: body.body, headers: body.headers, times: body.times ?? 1 }
      if (body.clientEmail) account(body.clientEmail).script.push(entry)
      else book(String(body.spreadsheetId ?? "")).script.push(entry)
      return [200, { ok: true }]
    }
    if (path === "/__sheet") {
      const sheet = findSheet(book(query.get("spreadsheetId") ?? ""), query.get("sheet") ?? "")
      return [
        200,
        {
          exists: !!sheet,
          rows: (sheet?.rows ?? []).map((r) => (r ?? []).map(cellText)),
          // Each cell's stored value as typed (a number stays a number) and its number format pattern.
          values: (sheet?.rows ?? []).map((r) => (r ?? []).map((v) => (v === undefined ? "" : v))),
          patterns: (sheet?.patterns ?? []).map((r) => r ?? []),
        },
      ]
    }
    if (path === "/__requests") {
      const email = query.get("clientEmail")
      if (email !== null) {
        const requests = account(email).requests
        return [200, { requests, counts: { token: requests.length, token_ok: requests.filter((r) => r.ok).length } }]
      }
      const requests = book(query.get("spreadsheetId") ?? "").requests
      const counts = { get: 0, append: 0, values_get: 0, batch_update: 0 }
      for (const r of requests) counts[r.kind]++
      const emails = [...new Set(requests.map((r) => r.clientEmail).filter(Boolean))]
      const tokenCounts = Object.fromEntries(emails.map((e) => [e, account(e).requests.length]))
      return [200, { requests, counts, tokens: tokenCounts }]
    }
    return null
  }

  const server = createServer(async (req, res) => {
    const raw = await readRaw(req)
    const send = (status, answer, headers = {}) => {
      if (typeof answer === "string") {
        res.writeHead(status, { "Content-Type": "text/html; charset=UTF-8", ...headers })
        return res.end(answer)
      }
      res.writeHead(status, { "Content-Type": "application/json; charset=UTF-8", ...headers })
      res.end(JSON.stringify(answer, null, 2))
    }
    const url = new URL(req.url ?? "/", "http://x")
    const rawPath = url.pathname
    const contentType = req.headers["content-type"]

    try {
      if (rawPath === "/token" && req.method === "POST") return send(...token(new URLSearchParams(raw), contentType))
      const { body, bodyError } = parseJsonBody(raw, undefined)
      if (rawPath.startsWith("/__")) {
        const answer =
          calendars.control(rawPath, url.searchParams, body ?? {}) ?? control(rawPath, url.searchParams, body ?? {})
        if (answer) return send(...answer)
      }
      const calendarCall = calendars.route(req.method, rawPath)
      if (calendarCall) {
        const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1]
        const grant = bearer ? tokens.get(bearer) : undefined
        const found = grant ? { ...grant, live: grant.expiresAt > Date.now() / 1000 } : null
        const [status, answer, headers] = calendars.handle(calendarCall, req, url.searchParams, body, bodyError, found)
        if (status === 204) {
          res.writeHead(204, headers ?? {})
          return res.end()
        }
        return send(status, answer, headers)
      }
      const call = route(req.method, rawPath)
      if (call) return send(...sheetsApi(call, req, url.searchParams, body, bodyError))
      return send(
        404,
        `<!DOCTYPE html><html lang=en><title>Error 404 (Not Found)!!1</title><p><b>404.</b> The requested URL <code>${rawPath}</code> was not found on this server.`
      )
    } catch (err) {
      console.error("fake-google-server", err)
      return send(500, rpcError(500))
    }
  })

  const { url, close } = await serveOn(server, provide, "fakeGoogleUrl")
  tokenUrl = `${url}/token`
  return close
}
