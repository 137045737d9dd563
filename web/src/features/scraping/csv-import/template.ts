/** The file "Download Template" saves: our header names plus two fictional example rows. */
export const TEMPLATE_FILE_NAME = "contacts-template.csv"

export const TEMPLATE_CSV =
  [
    "Business Name,Phone Number,Address,Category",
    '"Bright Smile Dental","(616) 555-0101","123 Main St, Grand Rapids, MI 49503",Dentist',
    '"Corner Market","(616) 555-0102","456 Oak Ave, Grand Rapids, MI 49504",Convenience Store',
  ].join("\r\n") + "\r\n"

/** Saves `content` as a download named `fileName` (browser only). */
export function downloadTextFile(content: string, fileName: string, type = "text/csv;charset=utf-8") {
  const url = URL.createObjectURL(new Blob([content], { type }))
  const link = document.createElement("a")
  link.href = url
  link.download = fileName
  link.style.display = "none"
  document.body.appendChild(link)
  link.click()
  link.remove()
  // Revoke on the next tick: some browsers start the download asynchronously after click().
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

export function downloadTemplate() {
  downloadTextFile(TEMPLATE_CSV, TEMPLATE_FILE_NAME)
}
