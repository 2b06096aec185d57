import { attachExamples } from './examples';
import { withWebhooks } from './webhook-events';

/**
 * What every operation of the OpenAPI document gets without its route saying so (the swagger
 * plugin's transformObject), so a new route is documented like the others: an operationId, a
 * check of its tag, the error responses it can give (one shared ApiError schema) and the rate-limit headers.
 */

type Json = Record<string, unknown>;

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean; schema?: Json }[];
  requestBody?: unknown;
  responses: Record<string, Json & { content?: Json; headers?: Json }>;
  'x-upload'?: { field: string; maxBytes: number; description: string };
}

/**
 * The tags, in the order /api/docs shows them. Each route names its own (one per resource folder of
 * api/src/routes); a tag missing here, or a route without one, stops the start.
 */
const OPENAPI_TAGS: { name: string; description: string }[] = [
  { name: 'auth', description: 'Sign-up, login, tokens, passwords and the profile.' },
  { name: 'shipments', description: 'Drafts, rates, processing, labels, cancelling and imports of CSV files.' },
  { name: 'tracking', description: 'The public tracking page.' },
  { name: 'couriers', description: 'The courier catalogue.' },
  { name: 'addresses', description: 'The address book and the primary pick-up address.' },
  { name: 'locations', description: 'The place nearest a point on the map.' },
  { name: 'lookups', description: 'Reference data for forms: places, types, couriers.' },
  { name: 'organization', description: "The caller's organization, its members and invitations." },
  { name: 'invitations', description: 'An invitation link, seen and accepted.' },
  { name: 'api keys', description: "The caller's client API keys." },
  {
    name: 'webhooks',
    description: "Where the caller's shipment and import events are POSTed, signed (docs/webhooks.md).",
  },
  {
    name: 'recipient notifications',
    description:
      "What the caller's recipients are told by e-mail and SMS, under which name and logo, and a preview of each message.",
  },
  { name: 'reports', description: 'The dashboard, reports, statistics and exports.' },
  { name: 'courier partner', description: 'A courier reading its shipments and posting their events (courier key).' },
  { name: 'admin: locations', description: 'Countries, regions, cities and villages.' },
  { name: 'admin: types', description: 'Shipment, service and parcel types.' },
  { name: 'admin: couriers', description: 'Couriers, their logos, supported types and partner keys.' },
  { name: 'admin: rates', description: 'Rates, with CSV import and export.' },
  { name: 'admin: availability zones', description: 'Where each courier serves.' },
  { name: 'admin: users', description: 'Users: roles, disabling, deleting.' },
  { name: 'admin: organizations', description: 'Reviewing, editing and deleting organizations.' },
  { name: 'admin: api keys', description: 'Approving, denying and revoking client API keys.' },
  { name: 'health', description: 'Liveness and readiness probes.' },
];

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const pascal = (segment: string) =>
  segment
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');

const singular = (word: string) =>
  word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.endsWith('sses') ? word.slice(0, -2) : word.replace(/s$/, '');

const isParameter = (segment: string) => segment.startsWith('{');

function returnsList(operation: Operation): boolean {
  const schema = (operation.responses['200']?.content?.['application/json'] as { schema?: Json } | undefined)?.schema;
  const properties = schema?.properties as Json | undefined;
  return schema?.type === 'array' || !!properties?.items;
}

/**
 * The operationId when the route's schema sets none: a verb and the path's words, a collection
 * followed by an id in the singular. GET /api/v1/admin/countries → listAdminCountries,
 * GET …/countries/{id} → getAdminCountry, POST /api/v1/shipments → createShipment,
 * POST …/shipments/{id}/cancel → postShipmentCancel. Stable as long as the path and method are.
 */
function operationIdFor(method: string, path: string, operation: Operation, collection: boolean): string {
  const segments = path.replace(/^\/api(\/v1)?\//, '').split('/');
  const words = segments.flatMap((segment, index) => {
    if (isParameter(segment)) return [];
    const next = segments[index + 1];
    return [pascal(next && isParameter(next) ? singular(segment) : segment)];
  });
  const last = segments[segments.length - 1];
  let verb: string = method;
  if (method === 'get' && !isParameter(last) && returnsList(operation)) verb = 'list';
  else if (method === 'post' && collection) {
    verb = 'create';
    words[words.length - 1] = singular(words[words.length - 1]);
  } else if (method === 'put' || method === 'patch') verb = 'update';
  return verb + words.join('');
}

/** The error responses, each a component of its own: `ApiError` with the rate-limit headers. */
const ERROR_RESPONSES: Record<string, { name: string; description: string }> = {
  '400': { name: 'BadRequest', description: 'A value was refused: `details` names each field (VALIDATION_FAILED).' },
  '401': {
    name: 'Unauthenticated',
    description: 'No credential, or one that is invalid, expired or revoked (UNAUTHENTICATED).',
  },
  '403': { name: 'Forbidden', description: "The caller's role or credential may not do this (FORBIDDEN)." },
  '404': { name: 'NotFound', description: 'No such resource, or not one the caller may see (NOT_FOUND).' },
  '409': {
    name: 'Conflict',
    description: 'A concurrent change, a duplicate or a state that does not allow it (CONFLICT).',
  },
  '413': { name: 'PayloadTooLarge', description: 'The body is over the size limit (PAYLOAD_TOO_LARGE).' },
  '429': { name: 'TooManyRequests', description: 'Too many requests: wait `Retry-After` seconds (RATE_LIMITED).' },
  '500': { name: 'InternalError', description: 'An unexpected failure; the body says nothing more (INTERNAL).' },
};

const JSON_ERROR = { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } };

/** The headers @fastify/rate-limit sends on every rate-limited response; Retry-After on 429. */
const secondsOrCount = (description: string, minimum = 0) => ({
  description,
  schema: { type: 'integer', format: 'int32', minimum, maximum: 2147483647 },
});

const RATE_LIMIT_HEADERS: Record<string, Json> = {
  'X-RateLimit-Limit': secondsOrCount('Requests allowed from this address in the window.'),
  'X-RateLimit-Remaining': secondsOrCount('Requests left in the window.'),
  'X-RateLimit-Reset': secondsOrCount('Seconds until the window restarts.'),
  'Retry-After': secondsOrCount('Seconds to wait before trying again.', 1),
};

const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });

function rateLimitHeaders(status: string, headers: unknown = {}): Json {
  const names = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];
  if (status === '429') names.push('Retry-After');
  return { ...(headers as Json), ...Object.fromEntries(names.map((name) => [name, headerRef(name)])) };
}

/** Public operations that check a credential of their own (a password, a refresh token): they answer 401. */
const CHECKS_CREDENTIALS = new Set(['/api/v1/auth/login', '/api/v1/auth/refresh']);

/** Paths the global per-IP limit leaves out (plugins/rate-limit.ts): health probes. */
const UNLIMITED = new Set(['/api/healthz', '/api/readyz']);

/** Which error statuses an operation can answer with (docs/decisions.md, "API contract"). */
function errorStatuses(method: string, path: string, operation: Operation): string[] {
  const authenticated = !!operation.security?.length;
  const refusesCredentials = authenticated || CHECKS_CREDENTIALS.has(path);
  const hasInput = !!operation.requestBody || !!operation.parameters?.length || method !== 'get';
  const write = method !== 'get';
  return [
    hasInput && '400',
    refusesCredentials && '401',
    authenticated && '403',
    /\{[^}]+\}/.test(path) && '404',
    write && '409',
    ['post', 'put', 'patch'].includes(method) && '413',
    !UNLIMITED.has(path) && '429',
    '500',
  ].filter((status): status is string => !!status);
}

/**
 * Every number a request carries is held to ±INT4_MAX by lib/accepted-input.ts whatever its schema
 * says, so each request integer is documented as int32 (OWASP asks for a format).
 */
function markInt32(schema: unknown): void {
  if (!schema || typeof schema !== 'object') return;
  if (Array.isArray(schema)) return schema.forEach(markInt32);
  const node = schema as Json;
  if (node.type === 'integer' && node.format === undefined) node.format = 'int32';
  for (const value of Object.values(node)) markInt32(value);
}

/** The portal's own string formats, which no generator knows: each schema using one says what it is. */
const FORMAT_DEFINITIONS: Record<string, string> = {
  phone:
    'A phone number as people write it (0791234567, +962 79 123 4567, 00962…, Arabic-Indic digits); Jordanian unless it starts with a country code. Stored and returned in E.164 (+962791234567).',
  'strong-password':
    'At least 8 characters with an upper-case letter, a lower-case letter, a digit and a character that is none of these.',
};

function defineFormats(schema: unknown): void {
  if (!schema || typeof schema !== 'object') return;
  if (Array.isArray(schema)) return schema.forEach(defineFormats);
  const node = schema as Json;
  const definition = typeof node.format === 'string' ? FORMAT_DEFINITIONS[node.format] : undefined;
  if (definition) node.description = node.description ? `${String(node.description)} ${definition}` : definition;
  for (const value of Object.values(node)) defineFormats(value);
}

const STATUS_WORDS: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '204': 'Done: no content',
  '503': 'Not ready',
};

/**
 * What the route schemas cannot say, so the document says what the server does: a query value the
 * server defaults is optional and one its handler requires (`x-required`) is required; an upload's
 * multipart body (`x-upload`); a public operation asks for no credential (`security: []`); every
 * success response a description of its own.
 */
function documentAsServed(operation: Operation): void {
  for (const parameter of operation.parameters ?? []) {
    if (parameter.schema?.['x-required']) {
      parameter.required = true;
      delete parameter.schema['x-required'];
    } else if (parameter.schema?.default !== undefined) parameter.required = false;
  }
  const upload = operation['x-upload'];
  if (upload) {
    operation.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: [upload.field],
            properties: {
              [upload.field]: {
                type: 'string',
                format: 'binary',
                maxLength: upload.maxBytes,
                description: `${upload.description}, at most ${upload.maxBytes} bytes`,
              },
            },
          },
        },
      },
    };
    delete operation['x-upload'];
  }
  operation.security ??= [];
  for (const [status, response] of Object.entries(operation.responses))
    if (!response.description || response.description === 'Default Response')
      response.description = [STATUS_WORDS[status] ?? status, operation.summary].filter(Boolean).join(': ');
}

export function decorateOpenApiDocument<T extends Json>(document: T): T {
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const label = `${method.toUpperCase()} ${path}`;
      operation.operationId ??= operationIdFor(
        method,
        path,
        operation,
        method === 'post' && !!item.get && returnsList(item.get),
      );
      const clash = seen.get(operation.operationId);
      if (clash)
        throw new Error(`operationId ${operation.operationId} of ${label} is also ${clash}'s: set one in its schema`);
      seen.set(operation.operationId, label);
      const undeclared = (operation.tags ?? []).filter((tag) => !OPENAPI_TAGS.some(({ name }) => name === tag));
      if (!operation.tags?.length || undeclared.length)
        throw new Error(
          `${label} needs a tag from OPENAPI_TAGS (api/src/openapi/document.ts): ${undeclared.join(', ')}`,
        );
      for (const parameter of operation.parameters ?? []) markInt32((parameter as Json).schema);
      markInt32(operation.requestBody);
      documentAsServed(operation);
      attachExamples(label, operation);
      for (const parameter of operation.parameters ?? []) defineFormats(parameter.schema);
      defineFormats(operation.requestBody);

      // Errors are JSON whatever the operation answers on success (a file route's failures too).
      delete operation.responses['4XX'];
      delete operation.responses['5XX'];
      const limited = !UNLIMITED.has(path);
      for (const status of errorStatuses(method, path, operation))
        operation.responses[status] ??= { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
      if (!limited) continue;
      for (const [status, response] of Object.entries(operation.responses))
        if (/^[24]/.test(status) && !response.$ref) response.headers = rateLimitHeaders(status, response.headers);
    }
  }
  const components = (document.components ?? {}) as Json;
  defineFormats(components.schemas);
  const responses = Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([status, { name, description }]) => [
      name,
      { description, ...(status.startsWith('4') ? { headers: rateLimitHeaders(status) } : {}), content: JSON_ERROR },
    ]),
  );
  return withWebhooks({
    ...document,
    tags: OPENAPI_TAGS,
    components: {
      ...components,
      responses: { ...(components.responses as Json), ...responses },
      headers: { ...(components.headers as Json), ...RATE_LIMIT_HEADERS },
    },
  });
}
