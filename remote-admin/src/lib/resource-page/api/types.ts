/** Every editable admin row carries its id and the version the next update must send (docs/architecture.md#api-conventions). */
export interface AdminItem {
  id: string;
  version: number;
}

export type { Page } from '@portal/shared/domain';
