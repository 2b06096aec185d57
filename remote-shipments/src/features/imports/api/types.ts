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

/** POST /shipments/imports/:id/batch/preview: a rule, per-row overrides, which rows (all, or retry) and a page. */
export type BatchPreviewRequest = ApiRequestBody<'/api/v1/shipments/imports/{id}/batch/preview', 'post'>;
export type BatchRule = BatchPreviewRequest['rule'];
/** Each row's options and choice (a page), the total and every row's choice (what Buy sends). */
export type BatchPreview = ApiResponseBody<'/api/v1/shipments/imports/{id}/batch/preview', 'post'>;
export type BatchPreviewRow = BatchPreview['rows'][number];
export type BatchOption = BatchPreviewRow['options'][number];

/** POST /shipments/imports/:id/batch/buy: a chunk of rows, each at the price shown (nulls: no courier covers it). */
export type BuyRow = ApiRequestBody<'/api/v1/shipments/imports/{id}/batch/buy', 'post'>['rows'][number];
export type BuyChunk = ApiResponseBody<'/api/v1/shipments/imports/{id}/batch/buy', 'post'>;

/** GET /shipments/imports/:id/batch/results: each bought row's kept outcome, with the counts. */
export type BatchResults = ApiResponseBody<'/api/v1/shipments/imports/{id}/batch/results', 'get'>;
export type BatchResult = BatchResults['items'][number];
export type BatchOutcome = BatchResult['outcome'];
