/** Saves `content` as a download named `fileName` through a temporary link (browser only). */
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
