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
  build: {
    outDir: r("./web/dist"),
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // The modules web and worker share only declare (schemas, constants, pure helpers): a screen
        // that imports one constant, or a module that re-exports a neighbour's, does not load the
        // neighbour's chunk (the dashboard reads contact statuses, not contacts.ts's request schemas
        // with zod and libphonenumber's metadata).
        moduleSideEffects: [{ test: /\/worker\/src\/schemas\//, sideEffects: false }],
      },
    },
  },
  server: {
    // `vite` alone proxies the API and live channel to a running `wrangler dev`.
    proxy: {
      "/api": "http://127.0.0.1:8787",
      "/ws": { target: "ws://127.0.0.1:8787", ws: true },
    },
  },
})
