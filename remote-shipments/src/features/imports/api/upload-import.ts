import { api } from '@portal/shared';
import { IMPORTS_PATH, type ImportCreated } from './types';

/** One draft per row of the file, or nothing (400 lists every row's problems); `onProgress` gets the share sent. */
export function uploadImport(file: File, onProgress: (fraction: number) => void): Promise<ImportCreated> {
  const form = new FormData();
  form.append('file', file);
  return api.upload<ImportCreated>(IMPORTS_PATH, form, { onUploadProgress: onProgress });
}
