/**
 * Configuration export / import (SPEC §2.10): the JSON file Settings downloads and reads back.
 * Shared by the worker, which writes and checks it, and the web, which reads the file in the
 * browser before posting it. No worker-only imports.
 */
import { z } from "zod"
import { plainObject } from "./plain-object"

export const CONFIG_FORMAT = "cold-caller-settings"
export const CONFIG_VERSION = 1

/** SPEC §5, word for word: a file that is not this app's configuration document. */
export const INVALID_CONFIG_FILE = "Invalid configuration file format."

/**
 * The document's envelope. The settings' keys and values are checked afterwards, each by its own
 * rule (settingsPatchSchema), so a bad value is named instead of failing the whole shape.
 */
export const configDocumentSchema = z.object({
  format: z.literal(CONFIG_FORMAT),
  version: z.literal(CONFIG_VERSION),
  exportedAt: z.unknown().optional(),
  settings: plainObject(INVALID_CONFIG_FILE),
  /** Keys of `settings` that hold the app's default (never chosen by the operator). */
  defaults: z.array(z.string()).max(200).optional(),
  /** The Google Sheets configuration (checked by its own rule on import); absent in older files. */
  sheets: z.unknown().optional(),
})

export type ConfigFileCheck = { ok: true; document: unknown } | { ok: false; message: string }

/**
 * A chosen file's text, checked in the browser before it is posted: not JSON, or JSON of another
 * shape, is refused with SPEC's message. The server checks the same shape again.
 */
export function readConfigFile(text: string): ConfigFileCheck {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { ok: false, message: INVALID_CONFIG_FILE }
  }
  return configDocumentSchema.safeParse(parsed).success
    ? { ok: true, document: parsed }
    : { ok: false, message: INVALID_CONFIG_FILE }
}

const pad = (n: number) => String(n).padStart(2, "0")

/** `cold-caller-settings-2026-03-04.json`, dated in the viewer's local calendar. */
export const configFileName = (now: Date) =>
  `${CONFIG_FORMAT}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`
