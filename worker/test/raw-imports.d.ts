// Vite's `?raw` suffix imports a file as a string (tests read wrangler.toml this way).
declare module "*?raw" {
  const text: string
  export default text
}
