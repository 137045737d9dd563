import tailwindcss from "@tailwindcss/vite"
import react from "@vitejs/plugin-react"
import { fileURLToPath } from "node:url"
import { defineConfig } from "vite"

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url))

// The SPA is built into web/dist and served by the worker as static assets (wrangler.toml [assets]).
export default defineConfig({
  root: r("./web"),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@": r("./web/src"),
      "@shared": r("./worker/src/schemas"),
      "@party": r("./party"),
    },
  },
  build: { outDir: r("./web/dist"), emptyOutDir: true },
  server: {
    // `vite` alone proxies the API and live channel to a running `wrangler dev`.
    proxy: {
      "/api": "http://127.0.0.1:8787",
      "/ws": { target: "ws://127.0.0.1:8787", ws: true },
    },
  },
})
