// `npm test`: the whole suite (worker tests in workerd, web unit tests, browser tests in Chromium).
import { buildWeb, ensureInstalled, root, run } from "./lib.mjs"

ensureInstalled()
console.log("Type-checking worker, web and browser tests…")
run("npm", ["run", "--silent", "typecheck"])
buildWeb()
run(`${root}node_modules/.bin/vitest`, ["run", ...process.argv.slice(2)])
