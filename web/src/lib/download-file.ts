/** Saves `content` as a download named `fileName` through a temporary link (browser only). */
export function downloadTextFile(content: string, fileName: string, type = "text/csv;charset=utf-8") {
  downloadBlob(new Blob([content], { type }), fileName)
}

/** Saves a file already in memory (a fetched .zip) as a download named `fileName` (browser only). */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
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
