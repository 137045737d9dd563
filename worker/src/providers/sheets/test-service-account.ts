// Test helpers (imported by *.test.ts only): service-account keys made on the spot, and the control
// endpoints of worker/test/fake-google-server.mjs.

const pem = (label: string, der: ArrayBuffer) => {
  const b64 = btoa(String.fromCharCode(...new Uint8Array(der)))
  return `-----BEGIN ${label}-----\n${b64.match(/.{1,64}/g)!.join("\n")}\n-----END ${label}-----\n`
}

export interface TestKeyPair {
  privateKeyPem: string
  publicKeyPem: string
  publicKey: CryptoKey
}

/** An RSA-2048 pair as Google issues for service accounts (slow-ish: make one per file). */
export async function newKeyPair(): Promise<TestKeyPair> {
  const pair = (await crypto.subtle.generateKey(
    {
      name: "RSASSA-PKCS1-v1_5",
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: "SHA-256",
    },
    true,
    ["sign", "verify"]
  )) as CryptoKeyPair
  const pkcs8 = (await crypto.subtle.exportKey("pkcs8", pair.privateKey)) as ArrayBuffer
  const spki = (await crypto.subtle.exportKey("spki", pair.publicKey)) as ArrayBuffer
  return { privateKeyPem: pem("PRIVATE KEY", pkcs8), publicKeyPem: pem("PUBLIC KEY", spki), publicKey: pair.publicKey }
}

let seq = 0
/** A fresh client_email per test: the fake and the token cache keep state per account. */
export const newClientEmail = (label = "sync") =>
  `${label}-${++seq}-${crypto.randomUUID().slice(0, 8)}@cold-caller-test.iam.gserviceaccount.com`

/** A key file as Google Cloud hands it out; its token_uri is Google's, so only the configured URL keeps tests local. */
export const keyFileJson = (clientEmail: string, privateKeyPem: string) =>
  JSON.stringify({
    type: "service_account",
    project_id: "cold-caller-test",
    private_key_id: "0123456789abcdef0123456789abcdef01234567",
    private_key: privateKeyPem,
    client_email: clientEmail,
    client_id: "100000000000000000001",
    auth_uri: "https://accounts.google.com/o/oauth2/auth",
    token_uri: "https://oauth2.googleapis.com/token",
  })

/** The key's text without the PEM armour: what must never appear in an error. */
export const keyBody = (privateKeyPem: string) => privateKeyPem.replace(/-----[A-Z ]+-----|\s/g, "").slice(0, 64)

/** A well-formed spreadsheet id nobody else uses. */
export const newSpreadsheetId = () => `1Test${crypto.randomUUID().replace(/-/g, "")}`

export interface RecordedSheetsRequest {
  kind: "get" | "append" | "values_get" | "batch_update"
  method: string
  range: string | null
  query: Record<string, string>
  clientEmail: string | null
  contentType: string | null
  body: unknown
}

export interface FakeSpreadsheetSetup {
  title?: string
  sheets?: string[]
  sharedWith?: string[]
  missing?: boolean
}

export function fakeGoogle(base: string) {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    })
    if (!res.ok) throw new Error(`${path} answered ${res.status}`)
    await res.body?.cancel()
  }
  return {
    register: (clientEmail: string, publicKeyPem: string) => post("/__register", { clientEmail, publicKeyPem }),
    spreadsheet: (spreadsheetId: string, setup: FakeSpreadsheetSetup) =>
      post("/__spreadsheet", { spreadsheetId, ...setup }),
    script: (
      target: { spreadsheetId: string } | { clientEmail: string },
      answer: { status: number; body?: unknown; headers?: Record<string, string>; times?: number }
    ) => post("/__script", { ...target, ...answer }),
    async sheet(spreadsheetId: string, sheet: string) {
      const res = await fetch(`${base}/__sheet?${new URLSearchParams({ spreadsheetId, sheet })}`)
      return (await res.json()) as {
        exists: boolean
        rows: string[][]
        values: (string | number | boolean)[][]
        patterns: (string | null)[][]
      }
    },
    async requests(spreadsheetId: string) {
      const res = await fetch(`${base}/__requests?${new URLSearchParams({ spreadsheetId })}`)
      return (await res.json()) as {
        requests: RecordedSheetsRequest[]
        counts: Record<RecordedSheetsRequest["kind"], number>
        tokens: Record<string, number>
      }
    },
    async tokenRequests(clientEmail: string) {
      const res = await fetch(`${base}/__requests?${new URLSearchParams({ clientEmail })}`)
      return (await res.json()) as {
        requests: { contentType: string; grantType: string; claims: Record<string, unknown> | null; ok?: boolean }[]
        counts: { token: number; token_ok: number }
      }
    },
  }
}

/**
 * A fresh service account registered with the fake Google at `base` (signing with `keys`, made once
 * per file) and a spreadsheet of its own; `credentials` is the key file the app is configured with.
 */
export async function sheetsAccount(base: string, keys: TestKeyPair, spreadsheet: FakeSpreadsheetSetup = {}) {
  const google = fakeGoogle(base)
  const clientEmail = newClientEmail()
  const id = newSpreadsheetId()
  await google.register(clientEmail, keys.publicKeyPem)
  await google.spreadsheet(id, spreadsheet)
  return { google, clientEmail, id, credentials: keyFileJson(clientEmail, keys.privateKeyPem) }
}
