/**
 * The file name in a Content-Disposition header: RFC 6266's `filename*=UTF-8''…` when present, else
 * `filename="…"` or a bare `filename=…`; the fallback when there is none. Only the last path segment is
 * kept, so a name can never point into a folder.
 */
export function filenameFromContentDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name: string | undefined;
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim());
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i.exec(header);
    name = plain?.[1]?.replace(/\\(.)/g, "$1") ?? plain?.[2]?.trim();
  }
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base ? base : fallback;
}

/** Hands a downloaded file to the browser to save, under the given name. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the object URL is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
