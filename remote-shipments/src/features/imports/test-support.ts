// Test-only: what the imports pages offer as files (saveBlob) is caught here instead of downloaded.

/** Catches saved files: their Blobs and names, in order. Restore with jest.restoreAllMocks(). */
export function captureSavedFiles() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.push(blob);
      return 'blob:saved';
    },
    revokeObjectURL: () => undefined,
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}
