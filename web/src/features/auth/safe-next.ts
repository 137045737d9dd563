const pageOrigin = () => (typeof window === "undefined" ? "http://localhost" : window.location.origin)

/**
 * Where to go after sign-in: `next` resolved the way the browser will resolve it (the URL parser
 * drops tabs and newlines and reads `\` as `/`), kept only when it stays on this origin, and
 * returned as a plain path so it cannot turn into `//host` when followed. Anything else goes home.
 */
export function safeNext(next: string | null | undefined, origin = pageOrigin()) {
  if (!next) return "/"
  let url: URL
  try {
    url = new URL(next, origin)
  } catch {
    return "/"
  }
  if (url.origin !== origin) return "/"
  // "/.//evil.example" resolves to this origin with the path "//evil.example".
  const path = url.pathname.replace(/^\/+/, "/") + url.search + url.hash
  if (new URL(path, origin).origin !== origin) return "/"
  if (/^\/login\/*$/.test(url.pathname)) return "/"
  return path
}
