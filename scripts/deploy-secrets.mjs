// The secrets `npm run deploy` asks for: only those the deployed worker does not have yet, read from
// the environment (CI) or typed at a hidden prompt (a terminal). Values never go on a command line or
// into output: they reach `wrangler secret bulk` on its stdin (scripts/deploy.mjs).

/**
 * The production settings of .dev.vars.example (scripts/deploy.test.ts keeps the two lists in step).
 * The other keys there are [vars] in wrangler.toml (base URLs) or for tests and benchmarks only
 * (RESEND_BASE_URL, SANDBOX_TIME_SCALE, SCRAPE_PACING). Only the password is required: without it the worker serves nothing but loopback.
 */
export const SECRETS = [
  { name: "OPERATOR_PASSWORD", required: true, hint: "the operator's sign-in password" },
  { name: "SESSION_SECRET", hint: "key for session cookies (default: derived from the password)" },
  { name: "VAPI_API_KEY", hint: "Vapi private API key (or set it later in Settings)" },
  { name: "VAPI_WEBHOOK_SECRET", hint: "webhook secret (Settings → Voice generates one if unset)" },
  { name: "GOOGLE_PLACES_API_KEY", hint: "Google Places API (New) key for lead search" },
  {
    name: "GOOGLE_SHEETS_CREDENTIALS",
    json: true,
    hint: "Google service-account key: paste the whole JSON file, it ends at its last }",
  },
  { name: "RESEND_API_KEY", hint: "Resend API key for notification e-mail (or set it later in Settings)" },
  { name: "EMAIL_FROM", hint: "notification sender on a domain verified in Resend" },
  { name: "LIBSQL_URL", hint: "libSQL / Turso URL, to keep the data there instead of D1" },
  { name: "LIBSQL_AUTH_TOKEN", hint: "libSQL / Turso auth token" },
  { name: "SANDBOX", hint: "1 runs a demo with simulated providers" },
]

/** Where the Sheets key can go instead of the deploy (web/src/features/settings/api-config-section.tsx). */
const SETTINGS = "Settings → API Configuration"

/**
 * Why `value` cannot be the service-account key (never quoting it), or undefined. The worker checks
 * the key itself (worker/src/providers/sheets/service-account.ts); this only keeps a cut or mistyped
 * paste from being stored: before this check a paste was cut at its first line break, storing "{".
 */
export function serviceAccountProblem(value) {
  let key
  try {
    key = JSON.parse(value)
  } catch {
    return "This is not the whole JSON key file (it starts with { and ends with })."
  }
  const fields = ["client_email", "private_key"].filter((f) => typeof key?.[f] !== "string" || !key[f])
  if (fields.length) return `This JSON is not a service-account key: it has no ${fields.join(" or ")}.`
  return undefined
}

/**
 * Values for the secrets not set yet (`existing`: the names the worker has). The environment wins;
 * a terminal is asked; otherwise an optional one stays unset and a missing required one is an error.
 * A JSON secret (the service-account key) is checked, then stored on one line.
 */
export async function collectSecrets(existing, { env = process.env, interactive = process.stdin.isTTY } = {}) {
  const values = {}
  const skipped = []
  const missing = SECRETS.filter((s) => !existing.includes(s.name))
  if (interactive && missing.some((s) => !env[s.name])) console.log("What you type is not shown.")
  for (const { name, required, hint, json } of missing) {
    let value = env[name] || ""
    const problem = json && value ? serviceAccountProblem(value) : undefined
    if (problem) throw new Error(`${name}: ${problem} Fix it, or unset it and paste the key later in ${SETTINGS}.`)
    while (!value && interactive) {
      value = await askHidden(`${name} – ${hint}${required ? "" : " [Enter skips]"}: `, { json })
      const refused = json && value ? serviceAccountProblem(value) : undefined
      if (refused) {
        console.log(`${refused} Paste the file again, or press Enter and paste it later in ${SETTINGS}.`)
        value = ""
        continue
      }
      if (!required) break
    }
    if (value) values[name] = json ? JSON.stringify(JSON.parse(value)) : value
    else if (required) throw new Error(`${name} is not set: export it (CI) or run npm run deploy in a terminal.`)
    else skipped.push(name)
  }
  return { values, skipped }
}

/**
 * Reads from the terminal without echoing it (raw mode: nothing is printed as it is typed), up to
 * Enter. With `json`, a value that starts with { goes on over line breaks (the key file Google
 * downloads is several lines, and a paste arrives as typed lines) until it parses, a blank line or
 * Ctrl-D.
 */
function askHidden(question, { json = false } = {}) {
  const { stdin, stdout } = process
  stdout.write(question)
  stdin.setRawMode(true)
  stdin.setEncoding("utf8")
  stdin.resume()
  const complete = (text) => {
    try {
      JSON.parse(text)
      return true
    } catch {
      return false
    }
  }
  return new Promise((resolve, reject) => {
    let value = ""
    let previous = ""
    const finish = (settle) => {
      stdin.off("data", onData)
      stdin.setRawMode(false)
      stdin.pause()
      stdout.write("\n")
      settle()
    }
    const done = () => finish(() => resolve(value.trim()))
    const onData = (chunk) => {
      for (const ch of chunk) {
        const last = previous
        previous = ch
        if (ch === "\n" && last === "\r") continue
        if (ch === "\r" || ch === "\n") {
          const multiline = json && value.trimStart().startsWith("{")
          if (!multiline || complete(value) || value.endsWith("\n")) return done()
          value += "\n"
        } else if (ch === "\u0004") return done()
        else if (ch === "\u0003") return finish(() => reject(new Error("Cancelled.")))
        else if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1)
        else value += ch
      }
    }
    stdin.on("data", onData)
  })
}
