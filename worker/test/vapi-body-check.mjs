// Checks a request body against Vapi's own schemas (vendor/vapi-schemas.json, made by
// scripts/vendor-vapi-schema.mjs) and words what is wrong the way Vapi's validation does:
// "property foo should not exist", "name must be shorter than or equal to 40 characters", ...
// Paths are dotted ("model.tools.0.type"), as Vapi prefixes nested errors.
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"
import Ajv from "ajv"
import standaloneCode from "ajv/dist/standalone/index.js"

const SCHEMAS_URL = new URL("./vendor/vapi-schemas.json", import.meta.url)
const schemasText = readFileSync(SCHEMAS_URL, "utf8")
/**
 * Two quirks of the published document, read as Vapi means them (its validation accepts what the
 * DTOs' code says): an array property repeats its items' `enum` at the array level (no array is ever
 * one of those strings: `serverMessages: ["status-update"]` would be refused), and an enum of strings
 * may be typed `object` (`BackoffPlan.type`: "fixed" | "exponential").
 */
function asVapiMeansIt(node) {
  if (!node || typeof node !== "object" || Array.isArray(node)) return node
  if (node.type === "array" && node.enum && node.items) delete node.enum
  if (node.type === "object" && node.enum?.every((v) => typeof v === "string")) node.type = "string"
  return node
}

// Refs made absolute ("vapi#/definitions/X"), so a branch of an anyOf compiles on its own (below).
const vendored = JSON.parse(schemasText, (k, v) => (k === "$ref" ? `vapi${v}` : asVapiMeansIt(v)))

// Vapi's (class-validator) readings of the three formats its request schemas use. Compiled
// validators saved to disk (below) reach them through this global, as their code names it.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const FORMATS = {
  uuid: UUID,
  "date-time": (v) => !Number.isNaN(Date.parse(v)),
  uri: (v) => URL.canParse(v),
}
globalThis.__coldcallerVapiFormats = FORMATS

// Ajv is CommonJS: its code tag read off the class, which works under Node and under vite alike.
const { _ } = Ajv

const OPTIONS = { allErrors: true, discriminator: true, strict: false, verbose: true, unicodeRegExp: true }

/** An Ajv with the vendored schemas; `source` keeps each validator's code, for saving it. */
function newAjv(source = false) {
  const ajv = new Ajv({
    ...OPTIONS,
    ...(source ? { code: { source: true, formats: _`globalThis.__coldcallerVapiFormats` } } : {}),
  })
  ajv.addSchema({ $id: "vapi", definitions: vendored.schemas })
  for (const [name, format] of Object.entries(FORMATS)) ajv.addFormat(name, format)
  return ajv
}

// For the branches of a failed anyOf (messages(), below): compiled on demand, failures only.
let branchAjv
const branchValidators = new WeakMap()
const validatorOf = (schema) => {
  if (!branchValidators.has(schema)) branchValidators.set(schema, (branchAjv ??= newAjv()).compile(schema))
  return branchValidators.get(schema)
}

/**
 * A request DTO's validator. Compiling one (CreateCallDTO holds every assistant, model, voice and
 * transcriber schema) took Ajv 5-9 s of CPU in every run that dialled; its standalone code (the
 * same code Ajv compiles, written out) is kept in node_modules/.cache, keyed by the schemas, Ajv's
 * version, the options and this file, and loads in well under a second.
 */
const CACHE_DIR = new URL("../../node_modules/.cache/vapi-validators/", import.meta.url)
const cacheKey = createHash("sha256")
  .update(schemasText)
  .update(readFileSync(new URL(import.meta.url), "utf8"))
  .update(createRequire(import.meta.url)("ajv/package.json").version)
  .digest("hex")
  .slice(0, 16)
const rootValidators = new Map()

function rootValidator(dto) {
  if (rootValidators.has(dto)) return rootValidators.get(dto)
  if (!vendored.schemas[dto]) throw new Error(`Not a vendored Vapi schema: ${dto}`)
  const file = new URL(`${cacheKey}-${dto}.cjs`, CACHE_DIR)
  if (!existsSync(file)) {
    const ajv = newAjv(true)
    const code = standaloneCode(ajv, ajv.getSchema(`vapi#/definitions/${dto}`))
    mkdirSync(CACHE_DIR, { recursive: true })
    // Written whole, then renamed: a run beside this one reads the old file or the new, never half.
    const partial = new URL(`${cacheKey}-${dto}.${process.pid}.tmp`, CACHE_DIR)
    writeFileSync(partial, code)
    renameSync(partial, file)
  }
  const validate = createRequire(import.meta.url)(fileURLToPath(file))
  rootValidators.set(dto, validate)
  return validate
}

const dotted = (instancePath) => instancePath.slice(1).replaceAll("/", ".")
const at = (path, text) => (path ? `${path}.${text}` : text)
const the = (path) => path || "value"

const TYPE_TEXT = {
  string: "must be a string",
  number: "must be a number conforming to the specified constraints",
  integer: "must be an integer number",
  boolean: "must be a boolean value",
  object: "must be an object",
  array: "must be an array",
}
const FORMAT_TEXT = {
  uuid: "must be a UUID",
  uri: "must be a URL address",
  "date-time": "must be a valid ISO 8601 date string",
}

function word(e, base) {
  const path = [base, dotted(e.instancePath)].filter(Boolean).join(".")
  const p = e.params
  switch (e.keyword) {
    case "additionalProperties":
      return at(path, `property ${p.additionalProperty} should not exist`)
    case "required":
      return at(path, `${p.missingProperty} should not be empty`)
    case "enum":
      return `${the(path)} must be one of the following values: ${p.allowedValues.join(", ")}`
    case "type":
      return `${the(path)} ${TYPE_TEXT[String(p.type).split(",")[0]] ?? `must be ${p.type}`}`
    case "maxLength":
      return `${the(path)} must be shorter than or equal to ${p.limit} characters`
    case "minLength":
      return `${the(path)} must be longer than or equal to ${p.limit} characters`
    case "maximum":
      return `${the(path)} must not be greater than ${p.limit}`
    case "minimum":
      return `${the(path)} must not be less than ${p.limit}`
    case "maxItems":
      return `${the(path)} must contain no more than ${p.limit} elements`
    case "minItems":
      return `${the(path)} must contain at least ${p.limit} elements`
    case "format":
      return `${the(path)} ${FORMAT_TEXT[p.format] ?? `must match format ${p.format}`}`
    case "pattern":
      return `${the(path)} must match ${p.pattern} regular expression`
    case "discriminator":
      return p.error === "tag"
        ? `${at(path, p.tag)} must be a string`
        : `${at(path, p.tag)} must be one of the allowed values (got ${JSON.stringify(p.tagValue)})`
    default:
      return `${the(path)} ${e.message}`
  }
}

const valueAt = (body, instancePath) =>
  instancePath
    .split("/")
    .slice(1)
    .reduce((v, k) => v?.[k.replaceAll("~1", "/").replaceAll("~0", "~")], body)

const within = (e, path) => e.instancePath === path || e.instancePath.startsWith(`${path}/`)

/**
 * Errors of one validation, worded. A failed anyOf reports only the branch that came closest (the
 * fewest errors), checked on its own: ajv's list mixes every branch's complaints.
 */
function messages(errors, body, base = "") {
  const out = []
  const anyOfs = errors.filter((e) => e.keyword === "anyOf")
  for (const e of errors) {
    if (e.keyword === "anyOf" || e.keyword === "if") continue
    if (anyOfs.some((a) => within(e, a.instancePath))) continue
    out.push(word(e, base))
  }
  // Outermost first, so a branch's nested anyOf is worded by its own pass.
  const outer = anyOfs.filter((a) => !anyOfs.some((b) => b !== a && a.instancePath.startsWith(`${b.instancePath}/`)))
  for (const a of outer) {
    const value = valueAt(body, a.instancePath)
    const branches = a.schema.map(validatorOf)
    const path = [base, dotted(a.instancePath)].filter(Boolean).join(".")
    const tries = branches.map((v) => (v(value) ? [] : messages(v.errors ?? [], value, path)))
    out.push(...tries.reduce((x, y) => (y.length < x.length ? y : x)))
  }
  return [...new Set(out)]
}

/**
 * Loads (or compiles, then keeps) the validators of these DTOs now. The fake server does it before any
 * test runs: a compile inside a test's first dial took longer than the worker waits for Vapi on a busy
 * machine, and the dial failed. `npm test` warms them once before its lanes start, so the lanes only
 * load them.
 */
export function warmVapiValidators(dtos) {
  for (const dto of dtos) rootValidator(dto)
}

/** Vapi's 400 messages for `body` as a `dto` (a root of the vendored schemas), or [] when it is valid. */
export function vapiBodyProblems(dto, body) {
  const validate = rootValidator(dto)
  if (body === null || typeof body !== "object" || Array.isArray(body)) return ["body must be an object"]
  return validate(body) ? [] : messages(validate.errors ?? [], body)
}

export const VAPI_SCHEMA_COMMIT = vendored.commit
