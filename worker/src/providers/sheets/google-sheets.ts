import { type GoogleAnswer, googleRequest } from "./google-request"
import { parseServiceAccount, retryAfterSeconds, ServiceAccountTokens } from "./service-account"
import {
  type AppendResult,
  checkColumn,
  checkSheetName,
  checkSpreadsheetId,
  quoteSheet,
  type SheetAccess,
  type SheetCell,
  SheetsError,
  type SheetsProvider,
  SPREADSHEET_NOT_FOUND,
} from "./sheets-provider"

export const DEFAULT_SHEETS_BASE_URL = "https://sheets.googleapis.com"

export interface GoogleSheetsConfig {
  /** The service-account key file, as pasted (JSON text). */
  credentials: string
  /** SHEETS_BASE_URL; default https://sheets.googleapis.com. Tests use worker/test/fake-google-server.mjs. */
  baseUrl?: string
  /** GOOGLE_OAUTH_TOKEN_URL; default the key file's token_uri, else https://oauth2.googleapis.com/token. */
  tokenUrl?: string
  fetch?: typeof fetch
  /** Milliseconds since the epoch; tests move it to expire cached tokens. */
  now?: () => number
}

/** google.rpc.Status, Google's error envelope. */
interface RpcStatus {
  error?: { code?: number; message?: string; status?: string; details?: { reason?: string }[] }
}

type Answer = GoogleAnswer

const googleMessage = (json: unknown): string => {
  const msg = (json as RpcStatus | null)?.error?.message
  return typeof msg === "string" ? msg.slice(0, 500) : ""
}

/** Google's 400 for a range naming a tab the spreadsheet does not have. */
const isMissingTab = (a: Answer) => a.status === 400 && /^Unable to parse range/i.test(googleMessage(a.json))

/** Sheets' CellData for one cell (an empty one is left out: nothing to write). */
const cellData = (cell: SheetCell) =>
  typeof cell === "string"
    ? cell === ""
      ? {}
      : { userEnteredValue: { stringValue: cell } }
    : {
        userEnteredValue: { numberValue: cell.serial },
        userEnteredFormat: { numberFormat: { type: "DATE_TIME", pattern: cell.pattern } },
      }
const rowData = (row: SheetCell[]) => ({ values: row.map(cellData) })

/** Sheets API v4 with a service account: a thin fetch wrapper mapping Google's JSON to our terms. */
export class GoogleSheets implements SheetsProvider {
  readonly kind = "google" as const
  private readonly baseUrl: string
  private readonly fetch: typeof fetch
  private readonly tokens: ServiceAccountTokens | null = null
  /** Tab ids by lower-cased title, per spreadsheet (Google's titles are unique regardless of case). */
  private readonly sheetIds = new Map<string, Map<string, number>>()
  /** A key that cannot be used fails every call with the same words, the connection test included. */
  private readonly keyError: SheetsError | null = null

  constructor(config: GoogleSheetsConfig) {
    this.baseUrl = (config.baseUrl || DEFAULT_SHEETS_BASE_URL).replace(/\/+$/, "")
    this.fetch = config.fetch ?? ((input, init) => fetch(input, init))
    try {
      const account = parseServiceAccount(config.credentials)
      this.tokens = new ServiceAccountTokens(account, { tokenUrl: config.tokenUrl, fetch: this.fetch, now: config.now })
    } catch (err) {
      if (!(err instanceof SheetsError)) throw err
      this.keyError = err
    }
  }

  /** The address the operator shares the spreadsheet with; null when the key is unusable. */
  get clientEmail(): string | null {
    return this.tokens?.clientEmail ?? null
  }

  /**
   * Signs the service account in (a token request, no spreadsheet needed): Settings' Save checks a
   * pasted key with it. `refused` when Google refused the key (or the key cannot sign at all).
   */
  async checkSignIn(): Promise<{ ok: boolean; message: string; refused?: boolean }> {
    try {
      if (!this.tokens) throw this.keyError!
      await this.tokens.accessToken()
      return { ok: true, message: `Google signed in the service account ${this.tokens.clientEmail}.` }
    } catch (err) {
      if (!(err instanceof SheetsError)) throw err
      return { ok: false, message: err.message, ...(err.kind === "auth" ? { refused: true } : {}) }
    }
  }

  async test(spreadsheetId: string): Promise<SheetAccess> {
    const query = new URLSearchParams({ fields: "properties.title,sheets.properties.title" })
    const json = this.ok(await this.send("GET", `${this.path(spreadsheetId)}?${query}`)) as {
      properties?: { title?: unknown }
      sheets?: { properties?: { title?: unknown } }[]
    }
    const title = typeof json.properties?.title === "string" ? json.properties.title : ""
    const sheets = (Array.isArray(json.sheets) ? json.sheets : []).flatMap((s) =>
      typeof s?.properties?.title === "string" ? [s.properties.title] : []
    )
    return { title, sheets }
  }

  /**
   * One batchUpdate with appendCells (after the tab's last row with data): each cell typed, so text is
   * a stringValue (never parsed: "=HYPERLINK(...)" or "+1 555" stay text) and a date a numberValue with
   * its DATE_TIME pattern (the sheet sorts and filters it as a date). values.append cannot do both: RAW
   * leaves a date as text, USER_ENTERED would read a business name as a formula.
   */
  async append(spreadsheetId: string, sheet: string, rows: SheetCell[][]): Promise<AppendResult> {
    checkSheetName(sheet)
    const path = this.path(spreadsheetId)
    if (!rows.length) return { rows: 0 }
    const request = (sheetId: number) => ({
      requests: [
        {
          appendCells: { sheetId, rows: rows.map(rowData), fields: "userEnteredValue,userEnteredFormat.numberFormat" },
        },
      ],
    })
    let sheetId = await this.sheetId(spreadsheetId, sheet)
    let answer = await this.send("POST", `${path}:batchUpdate`, request(sheetId))
    // The tab was deleted (or renamed) since its id was read: read the ids again, once.
    if (answer.status === 400 && /no grid with id/i.test(googleMessage(answer.json))) {
      this.sheetIds.delete(spreadsheetId)
      sheetId = await this.sheetId(spreadsheetId, sheet)
      answer = await this.send("POST", `${path}:batchUpdate`, request(sheetId))
    }
    this.ok(answer)
    return { rows: rows.length }
  }

  /** The tab's numeric id (appendCells wants it), read once per spreadsheet; the tab is made when missing. */
  private async sheetId(spreadsheetId: string, sheet: string): Promise<number> {
    let ids = this.sheetIds.get(spreadsheetId)
    if (!ids) {
      const query = new URLSearchParams({ fields: "sheets.properties.sheetId,sheets.properties.title" })
      const json = this.ok(await this.send("GET", `${this.path(spreadsheetId)}?${query}`)) as {
        sheets?: { properties?: { sheetId?: unknown; title?: unknown } }[]
      }
      ids = new Map()
      for (const s of Array.isArray(json.sheets) ? json.sheets : []) {
        const { sheetId, title } = s?.properties ?? {}
        if (typeof title === "string") ids.set(title.toLowerCase(), typeof sheetId === "number" ? sheetId : 0)
      }
      this.sheetIds.set(spreadsheetId, ids)
    }
    const known = ids.get(sheet.toLowerCase())
    if (known !== undefined) return known
    const made = await this.addSheet(this.path(spreadsheetId), sheet)
    if (made === null) {
      // Another sync made it in between: read the ids again.
      this.sheetIds.delete(spreadsheetId)
      return this.sheetId(spreadsheetId, sheet)
    }
    ids.set(sheet.toLowerCase(), made)
    return made
  }

  async readColumn(spreadsheetId: string, sheet: string, column: string): Promise<string[]> {
    checkSheetName(sheet)
    checkColumn(column)
    const col = column.toUpperCase()
    const range = encodeURIComponent(`${quoteSheet(sheet)}!${col}:${col}`)
    const answer = await this.send("GET", `${this.path(spreadsheetId)}/values/${range}?majorDimension=COLUMNS`)
    if (isMissingTab(answer)) return []
    const json = this.ok(answer) as { values?: unknown[][] }
    const values = Array.isArray(json.values?.[0]) ? json.values[0].map((v) => (v == null ? "" : String(v))) : []
    while (values.length && values[values.length - 1] === "") values.pop()
    return values
  }

  private path(spreadsheetId: string): string {
    checkSpreadsheetId(spreadsheetId)
    return `${this.baseUrl}/v4/spreadsheets/${encodeURIComponent(spreadsheetId)}`
  }

  /** The new tab's id; null when another sync made it in between. */
  private async addSheet(path: string, sheet: string): Promise<number | null> {
    const answer = await this.send("POST", `${path}:batchUpdate`, {
      requests: [{ addSheet: { properties: { title: sheet } } }],
    })
    if (answer.status === 400 && /already exists/i.test(googleMessage(answer.json))) return null
    const json = this.ok(answer) as { replies?: { addSheet?: { properties?: { sheetId?: unknown } } }[] }
    const id = json.replies?.[0]?.addSheet?.properties?.sheetId
    return typeof id === "number" ? id : 0
  }

  /** One request with a token (googleRequest: a 401 renews the token and repeats it once). */
  private async send(method: string, url: string, body?: unknown): Promise<Answer> {
    if (!this.tokens) throw this.keyError!
    return googleRequest(
      {
        fetch: this.fetch,
        tokens: this.tokens,
        label: "Google Sheets",
        unreachable: (said) =>
          new SheetsError("unavailable", said ?? "Could not reach Google Sheets. Try again later.", {
            retryAfterSeconds: 60,
          }),
      },
      method,
      url,
      body
    )
  }

  /** The JSON of a 2xx answer; the SheetsError the caller acts on otherwise. */
  private ok(answer: Answer): unknown {
    const { status, json } = answer
    if (status >= 200 && status < 300) {
      if (json && typeof json === "object") return json
      throw new SheetsError("unavailable", `Google Sheets answered HTTP ${status} with a body that is not JSON.`, {
        status,
        retryAfterSeconds: 60,
      })
    }
    const message = googleMessage(json)
    const email = this.tokens?.clientEmail ?? "the service account"
    if (status === 401) {
      return fail("auth", `Google refused the access token of ${email}. Check the key in Settings.`)
    }
    if (status === 403) {
      const reasons = ((json as RpcStatus | null)?.error?.details ?? []).map((d) => d?.reason)
      if (reasons.includes("SERVICE_DISABLED") || /has not been used in project|is disabled/i.test(message)) {
        return fail("access", `Enable the Google Sheets API in the Google Cloud project of ${email}. ${message}`.trim())
      }
      return fail(
        "access",
        `The service account cannot open this spreadsheet. Share the sheet with ${email} as an Editor.`
      )
    }
    if (status === 404) return fail("not_found", SPREADSHEET_NOT_FOUND)
    if (status === 429) {
      const wait = retryAfterSeconds(answer.headers.get("Retry-After"), Date.now())
      return fail("rate_limited", `Google Sheets is rate-limiting requests. Retrying in ${wait} s.`, wait)
    }
    if (status >= 500 || status === 408) {
      const wait = retryAfterSeconds(answer.headers.get("Retry-After"), Date.now())
      return fail("unavailable", `Google Sheets answered HTTP ${status}. Try again later.`, wait)
    }
    return fail("invalid", `Google Sheets refused the request: ${message || `HTTP ${status}`}`)

    function fail(kind: SheetsError["kind"], text: string, retry?: number): never {
      throw new SheetsError(kind, text, { status, ...(retry === undefined ? {} : { retryAfterSeconds: retry }) })
    }
  }
}
