// Saves a Blob as a file with the given name (an <a download> click on an object URL, no inline handlers).
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = href
  a.download = fileName
  a.rel = 'noopener'
  a.hidden = true
  document.body.appendChild(a)
  a.click()
  a.remove()
  // Revoking at once can cancel the download in some browsers; a minute later nothing needs it.
  setTimeout(() => URL.revokeObjectURL(href), 60_000)
}
