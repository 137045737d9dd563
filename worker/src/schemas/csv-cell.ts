/**
 * A cell a spreadsheet would read as a formula (OWASP "CSV injection"): it starts with =, +, - or @,
 * or with a tab or carriage return that some spreadsheets skip before looking for one. papaparse's
 * own `escapeFormulae: true` pattern ends in `.*$` without the s flag, so a cell such as
 * "=HYPERLINK(...)\nx" would slip through; this one looks at the first character only.
 */
export const FORMULA_START = /^[=+\-@\t\r]/

/**
 * Such cells get a leading single quote, so they are shown as text and never run.
 * Stored phones are E.164 ("+16165550101") and therefore come out as '+16165550101: that is the
 * standard neutralisation, and the contacts CSV import reads the digits back unchanged.
 */
export const neutraliseCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value)
