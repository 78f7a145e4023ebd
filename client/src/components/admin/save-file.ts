// Files the back office downloads (exports, recovery codes): the name the server gave, the browser's download.

/** The file name of a Content-Disposition header (RFC 6266 `filename*` first), or a dated fallback. */
export function downloadFileName(disposition: string | null, fallback: string): string {
  const extended = disposition && /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ""));
    } catch {
      /* malformed: try the plain name */
    }
  }
  const plain = disposition && /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : fallback;
}

/** Hands a file to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start the download after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
