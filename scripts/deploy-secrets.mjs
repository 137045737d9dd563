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
  { name: "GOOGLE_SHEETS_CREDENTIALS", hint: "Google service-account JSON, on one line" },
  { name: "RESEND_API_KEY", hint: "Resend API key for notification e-mail (or set it later in Settings)" },
  { name: "EMAIL_FROM", hint: "notification sender on a domain verified in Resend" },
  { name: "LIBSQL_URL", hint: "libSQL / Turso URL, to keep the data there instead of D1" },
  { name: "LIBSQL_AUTH_TOKEN", hint: "libSQL / Turso auth token" },
  { name: "SANDBOX", hint: "1 runs a demo with simulated providers" },
]

/**
 * Values for the secrets not set yet (`existing`: the names the worker has). The environment wins;
 * a terminal is asked; otherwise an optional one stays unset and a missing required one is an error.
 */
export async function collectSecrets(existing, { env = process.env, interactive = process.stdin.isTTY } = {}) {
  const values = {}
  const skipped = []
  const missing = SECRETS.filter((s) => !existing.includes(s.name))
  if (interactive && missing.some((s) => !env[s.name])) console.log("What you type is not shown.")
  for (const { name, required, hint } of missing) {
    let value = env[name] || ""
    while (!value && interactive) {
      value = await askHidden(`${name} – ${hint}${required ? "" : " [Enter skips]"}: `)
      if (!required) break
    }
    if (value) values[name] = value
    else if (required) throw new Error(`${name} is not set: export it (CI) or run npm run deploy in a terminal.`)
    else skipped.push(name)
  }
  return { values, skipped }
}

/** Reads one line from the terminal without echoing it (raw mode: nothing is printed as it is typed). */
function askHidden(question) {
  const { stdin, stdout } = process
  stdout.write(question)
  stdin.setRawMode(true)
  stdin.setEncoding("utf8")
  stdin.resume()
  return new Promise((resolve, reject) => {
    let value = ""
    const finish = (settle) => {
      stdin.off("data", onData)
      stdin.setRawMode(false)
      stdin.pause()
      stdout.write("\n")
      settle()
    }
    const onData = (chunk) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n") return finish(() => resolve(value.trim()))
        if (ch === "\u0003") return finish(() => reject(new Error("Cancelled.")))
        if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1)
        else value += ch
      }
    }
    stdin.on("data", onData)
  })
}
