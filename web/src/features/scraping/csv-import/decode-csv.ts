/**
 * Turns a picked file's bytes into text, or says why it is not a text CSV. Excel on Windows
 * saves "CSV" in Windows-1252 and "Unicode text" in UTF-16, so both are decoded rather than
 * turned into mojibake; anything that looks binary (a workbook, an image, random bytes) is
 * refused before parsing, so the user gets a reason instead of garbage rows.
 */
export type DecodedCsv = { ok: true; text: string } | { ok: false; reason: string }

const NOT_TEXT = "The file is not a text CSV file. Save it as CSV (comma-separated values) and try again."
const WORKBOOK =
  "The file is a spreadsheet workbook (.xlsx), not a CSV file. Save it as CSV (comma-separated values) and try again."

/** Share of control characters above which a file is treated as binary; text has none. */
const MAX_CONTROL_RATIO = 0.01

function controlRatio(codes: ArrayLike<number>) {
  if (codes.length === 0) return 0
  let control = 0
  for (let i = 0; i < codes.length; i++) {
    const c = codes[i]!
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f) control++
  }
  return control / codes.length
}

/** Checks decoded text (the form tests and string callers use) for binary content. */
export function checkText(text: string): DecodedCsv {
  const codes: number[] = []
  let replaced = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    codes.push(c)
    if (c === 0xfffd) replaced++
  }
  // U+FFFD marks bytes that were not valid UTF-8: a few are a stray accent, many are binary.
  if (controlRatio(codes) > MAX_CONTROL_RATIO || replaced > Math.max(3, text.length * 0.05)) {
    return { ok: false, reason: NOT_TEXT }
  }
  return { ok: true, text }
}

export function decodeCsvBytes(bytes: Uint8Array): DecodedCsv {
  const [b0, b1, b2] = bytes
  // Zip container: what a .xlsx/.ods really is.
  if (b0 === 0x50 && b1 === 0x4b && b2 === 0x03) return { ok: false, reason: WORKBOOK }
  if (b0 === 0xff && b1 === 0xfe) return checkText(new TextDecoder("utf-16le").decode(bytes))
  if (b0 === 0xfe && b1 === 0xff) return checkText(new TextDecoder("utf-16be").decode(bytes))
  if (controlRatio(bytes) > MAX_CONTROL_RATIO) return { ok: false, reason: NOT_TEXT }
  try {
    return checkText(new TextDecoder("utf-8", { fatal: true }).decode(bytes))
  } catch {
    // Not valid UTF-8 but free of control bytes: a legacy single-byte export.
    return checkText(new TextDecoder("windows-1252").decode(bytes))
  }
}
