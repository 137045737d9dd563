// `npm test`: the whole suite (worker tests in workerd, web unit tests, browser tests in Chromium).
import { buildWeb, ensureInstalled, root, run } from "./lib.mjs"

ensureInstalled()
buildWeb()
run(`${root}node_modules/.bin/vitest`, ["run", ...process.argv.slice(2)])
