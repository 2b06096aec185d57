import { api, saveBlob } from '@portal/shared';
import { IMPORTS_PATH } from './types';

/** The CSV template (header row and an example row), offered as a file. */
export async function downloadTemplate(): Promise<void> {
  saveBlob(await api.download(`${IMPORTS_PATH}/template`), 'shipments-template.csv');
}
