// `npm test`: type-check, lint, format check, then the whole suite (worker tests in workerd, web unit tests,
// browser tests in Chromium).
import { buildWeb, ensureInstalled, root, run } from "./lib.mjs"

// Caches under node_modules/.cache (git-ignored) keep repeat runs to a second or two.
const eslintCache = ["--cache", "--cache-strategy", "content", "--cache-location", "node_modules/.cache/eslint/"]

ensureInstalled()
console.log("Type-checking worker, web and browser tests…")
run("npm", ["run", "--silent", "typecheck"])
console.log("Linting and checking formatting…")
run("npm", ["run", "--silent", "lint", "--", ...eslintCache])
run("npm", ["run", "--silent", "format:check", "--", "--cache", "--log-level", "warn"])
buildWeb()
run(`${root}node_modules/.bin/vitest`, ["run", ...process.argv.slice(2)])
