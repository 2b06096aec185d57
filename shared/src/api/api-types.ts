// @portal/shared/api-types: the API's generated OpenAPI types (./generated/openapi.ts, rewritten by
// `pnpm --filter @portal/api openapi:generate`) and short names for the parts apps take from them.
// Types only: nothing here runs in the browser.
import type { paths } from './generated/openapi';

export type * from './generated/openapi';

type JsonOf<Content> = Content extends { content: { 'application/json': infer Json } } ? Json : never;

/** The JSON body a route takes, e.g. `ApiRequestBody<'/api/v1/shipments', 'post'>`. */
export type ApiRequestBody<Path extends keyof paths, Method extends keyof paths[Path]> = paths[Path][Method] extends {
  requestBody?: infer Body;
}
  ? JsonOf<NonNullable<Body>>
  : never;

/** The JSON a route answers with a given status, e.g. `ApiResponseBody<'/api/v1/shipments/{id}/rates', 'get'>`. */
export type ApiResponseBody<
  Path extends keyof paths,
  Method extends keyof paths[Path],
  Status extends number = 200,
> = paths[Path][Method] extends { responses: infer Responses }
  ? Status extends keyof Responses
    ? JsonOf<Responses[Status]>
    : never
  : never;
