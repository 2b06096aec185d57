import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from '../../src/plugins/permissions';

/** A JSON schema as @fastify/swagger prints it (the slice the fuzzer reads). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  $ref?: string;
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document: what the fuzzer and the ownership matrix call. */
export interface Operation {
  method: string;
  /** The OpenAPI path, `/api/v1/shipments/{id}`. */
  path: string;
  /** `GET /api/v1/shipments/{id}`: how findings and exceptions name it. */
  label: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
  /** What the route declares in `config.access` (plugins/permissions.ts). */
  access: RouteAccess;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Inlines `#/components/schemas/…` references (the document's shared schemas have no cycles). */
function resolveRefs(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  if (schema.$ref) return resolveRefs(components[schema.$ref.split('/').pop()!] ?? {}, components);
  const resolved: JsonSchema = { ...schema };
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
    if (schema[key]) resolved[key] = schema[key].map((s) => resolveRefs(s, components));
  if (schema.properties)
    resolved.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, s]) => [name, resolveRefs(s, components)]),
    );
  if (schema.items) resolved.items = resolveRefs(schema.items, components);
  return resolved;
}

/** Every /api/v1 operation of the app's OpenAPI document (`app.swagger()`, after `app.ready()`). */
export function apiOperations(app: FastifyInstance): Operation[] {
  const document = app.swagger() as unknown as OpenApiDocument;
  const components = document.components?.schemas ?? {};
  const accessOf = new Map(app.routeAccess.map((route) => [`${route.method} ${route.url}`, route.access]));
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/v1/')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = (operation.parameters ?? []).map((p) => ({
        ...p,
        required: !!p.required,
        schema: resolveRefs(p.schema, components),
      }));
      const json = operation.requestBody?.content['application/json'];
      const routeKey = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
      const access = accessOf.get(routeKey);
      if (!access) throw new Error(`${routeKey} is in the OpenAPI document but declares no access`);
      operations.push({
        method: method.toUpperCase(),
        path,
        label: `${method.toUpperCase()} ${path}`,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: json ? resolveRefs(json.schema, components) : undefined,
        access,
      });
    }
  }
  return operations;
}

/**
 * encodeURIComponent, but a lone surrogate (which it refuses) is sent as the three bytes a careless
 * encoder writes for it (WTF-8, e.g. %ED%A0%80), so the server sees what such a client sends.
 */
function encodeLoosely(value: string): string {
  return value.replace(/[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]|[^\ud800-\udfff]+/g, (part) => {
    const code = part.charCodeAt(0);
    const lone = part.length === 1 && code >= 0xd800 && code <= 0xdfff;
    if (!lone) return encodeURIComponent(part);
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  });
}

/** The concrete URL of an operation: path params filled in (encoded), the query string appended. */
export function operationUrl(
  operation: Pick<Operation, 'path'>,
  pathValues: Record<string, string>,
  query: [string, string][] = [],
): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeLoosely(pathValues[name] ?? ''));
  const search = query.map(([name, value]) => `${encodeLoosely(name)}=${encodeLoosely(value)}`).join('&');
  return search ? `${path}?${search}` : path;
}
