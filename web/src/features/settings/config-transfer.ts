import type { ConfigImportResult } from "@shared/api-routes/settings"

import { serverMessage } from "@/lib/toast-error"

export { configFileName, INVALID_CONFIG_FILE, readConfigFile } from "@shared/settings-config"

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/** "Configuration Imported"'s description. */
export function importedText({ imported, keptSecrets, defaults, sheets }: ConfigImportResult) {
  const atDefaults = defaults ? ` (${defaults} at ${defaults === 1 ? "its default" : "their defaults"})` : ""
  const sheetsPart = sheets ? " and the Google Sheets configuration" : ""
  const saved =
    imported || sheets
      ? `Imported ${plural(imported, "setting")}${atDefaults}${sheetsPart}.`
      : "The file held no settings to change."
  const kept = keptSecrets.length
    ? ` ${plural(keptSecrets.length, "saved key was", "saved keys were")} kept: the file has them masked.`
    : ""
  return saved + kept
}

/** "Import Failed"'s description: the server's reason (the first refused key or value), else a fallback. */
export const importFailedText = (error: unknown) =>
  serverMessage(error) ?? "The configuration could not be imported. Please try again."

/** "Configuration Exported"'s description. */
export const exportedText = (fileName: string) =>
  `Saved ${fileName}: every setting in effect (defaults marked) and the Google Sheets configuration. API keys are masked in the file.`
