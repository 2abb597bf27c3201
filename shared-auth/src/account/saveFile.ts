// Hands a file the browser downloaded (an export, a PDF, an .ics, a CSV) to the person as a save:
// an object URL and a temporary <a download>. The one place the remotes do this.
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    a.rel = 'noopener';
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    // revoked after the click has started the download
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
