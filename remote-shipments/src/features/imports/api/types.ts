import type { ApiRequestBody, ApiResponseBody, components, paths } from '@portal/shared/api-types';
import type { Page } from '@portal/shared/domain';

/** Where imports live (the page, the API's resource and an import's page below it). */
export const IMPORTS_PAGE_PATH = '/shipments/upload';
export const IMPORTS_PATH = '/shipments/imports';

/** The API refuses larger files (413); the page refuses them before sending. The limits text says 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** One labels PDF holds at most this many labels (`part` picks which). */
export const LABELS_PER_PDF = 500;

/** An import as the history and the import's page show it (GET /shipments/imports, /shipments/imports/:id). */
export type ShipmentImport = components['schemas']['ShipmentImportListItem'];
export type ShipmentImportPage = Page<ShipmentImport>;

/** 201 of POST /shipments/imports: the import and the drafts it created. */
export type ImportCreated = ApiResponseBody<'/api/v1/shipments/imports', 'post', 201>;

/** The labels PDF's page size (GET /shipments/imports/:id/labels `size`). */
export type LabelSize = NonNullable<
  paths['/api/v1/shipments/imports/{id}/labels']['get']['parameters']['query']
>['size'];

/** POST /shipments/imports/:id/process, in chunks of the import's drafts by row (`afterRow`: 0 to start). */
export type ProcessChunkRequest = ApiRequestBody<'/api/v1/shipments/imports/{id}/process', 'post'>;
/** One chunk's answer: each draft's result, the last row looked at and the drafts after it. */
export type ProcessChunk = ApiResponseBody<'/api/v1/shipments/imports/{id}/process', 'post'>;
export type ProcessResult = ProcessChunk['results'][number];
export type ProcessOutcome = ProcessResult['outcome'];
