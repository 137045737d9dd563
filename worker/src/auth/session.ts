/**
 * Signed, expiring session tokens: `<expiresAtMs>.<hmac>`. The key derives from SESSION_SECRET or
 * the operator password, so changing the password signs every browser out.
 */
const encoder = new TextEncoder()
export const SESSION_COOKIE = "cc_session"
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000

async function hmacKey(secret: string) {
  return crypto.subtle.importKey(
    "raw",
    encoder.encode(`cold-caller-session:${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"]
  )
}

const toHex = (buf: ArrayBuffer) =>
  [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, "0")).join("")

const fromHex = (hex: string) => {
  const out = new Uint8Array(hex.length / 2)
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return out
}

export async function signSession(secret: string, now = Date.now()) {
  const expires = String(now + SESSION_TTL_MS)
  const sig = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(expires))
  return `${expires}.${toHex(sig)}`
}

export async function verifySession(secret: string, token: string | undefined, now = Date.now()) {
  if (!token) return false
  const [expires, sig] = token.split(".")
  if (!expires || !sig || !/^\d+$/.test(expires) || !/^[0-9a-f]{64}$/.test(sig)) return false
  if (Number(expires) < now) return false
  // crypto.subtle.verify compares in constant time.
  return crypto.subtle.verify("HMAC", await hmacKey(secret), fromHex(sig), encoder.encode(expires))
}

/** Constant-time string equality (length leaks, contents do not). */
export async function safeEqual(a: string, b: string) {
  const [ha, hb] = await Promise.all([
    crypto.subtle.digest("SHA-256", encoder.encode(a)),
    crypto.subtle.digest("SHA-256", encoder.encode(b)),
  ])
  const x = new Uint8Array(ha)
  const y = new Uint8Array(hb)
  let diff = 0
  for (let i = 0; i < x.length; i++) diff |= x[i]! ^ y[i]!
  return diff === 0
}
