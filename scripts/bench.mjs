// `npm run bench [suite]`: builds the web app, then runs bench/run.ts (figures printed with targets).
import { buildWeb, ensureInstalled, root, run } from "./lib.mjs"

ensureInstalled()
buildWeb()
run(`${root}node_modules/.bin/tsx`, ["--tsconfig", "web/tsconfig.json", "bench/run.ts", ...process.argv.slice(2)])
