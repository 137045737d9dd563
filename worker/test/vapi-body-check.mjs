// Checks a request body against Vapi's own schemas (vendor/vapi-schemas.json, made by
// scripts/vendor-vapi-schema.mjs) and words what is wrong the way Vapi's validation does:
// "property foo should not exist", "name must be shorter than or equal to 40 characters", ...
// Paths are dotted ("model.tools.0.type"), as Vapi prefixes nested errors.
import { readFileSync } from "node:fs"
import Ajv from "ajv"

// Refs made absolute ("vapi#/definitions/X"), so a branch of an anyOf compiles on its own (below).
const vendored = JSON.parse(readFileSync(new URL("./vendor/vapi-schemas.json", import.meta.url), "utf8"), (k, v) =>
  k === "$ref" ? `vapi${v}` : v
)
const ajv = new Ajv({ allErrors: true, discriminator: true, strict: false, verbose: true, unicodeRegExp: true })
ajv.addSchema({ $id: "vapi", definitions: vendored.schemas })
// Vapi's (class-validator) readings of the three formats its request schemas use.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
ajv.addFormat("uuid", UUID)
ajv.addFormat("date-time", (v) => !Number.isNaN(Date.parse(v)))
ajv.addFormat("uri", (v) => URL.canParse(v))

const branchValidators = new WeakMap()
const validatorOf = (schema) => {
  if (!branchValidators.has(schema)) branchValidators.set(schema, ajv.compile(schema))
  return branchValidators.get(schema)
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

/** Vapi's 400 messages for `body` as a `dto` (a root of the vendored schemas), or [] when it is valid. */
export function vapiBodyProblems(dto, body) {
  const validate = ajv.getSchema(`vapi#/definitions/${dto}`)
  if (!validate) throw new Error(`Not a vendored Vapi schema: ${dto}`)
  if (body === null || typeof body !== "object" || Array.isArray(body)) return ["body must be an object"]
  return validate(body) ? [] : messages(validate.errors ?? [], body)
}

export const VAPI_SCHEMA_COMMIT = vendored.commit
