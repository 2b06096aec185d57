import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { callerMayCall, type Caller, type FuzzWorld } from './callers';
import { changedTables, databaseFingerprinter } from './database-fingerprint';
import { apiOperations, type JsonSchema, type Operation, operationUrl } from './openapi-operations';
import {
  asText,
  BROKEN_BODIES,
  HOSTILE_VALUES,
  type IdPool,
  INPUT_CLASSES,
  type InputClass,
  PROTOTYPE_KEYS,
  PROTOTYPE_VALUES,
  toJson,
  validValue,
} from './schema-arbitraries';

interface FuzzRequest {
  operation: string;
  inputClass: InputClass;
  caller: Caller['kind'];
  method: string;
  url: string;
  payload?: string;
  contentType?: string;
}

interface FuzzFinding {
  kind: '5xx' | 'write on refusal';
  /** Which request of the run (1-based): replay with the same seed and at least this count. */
  index: number;
  request: FuzzRequest;
  status: number;
  response: string;
  /** For a write on refusal: the tables it changed. */
  tables?: string[];
}

interface FuzzResult {
  seed: number;
  requests: number;
  statuses: Map<number, number>;
  findings: FuzzFinding[];
}

/** Where a hostile value can go: a path or query parameter, or a field of the JSON body. */
interface Site {
  where: 'path' | 'query' | 'body';
  path: string[];
  schema: JsonSchema;
}

function bodySites(schema: JsonSchema | undefined, prefix: string[] = [], depth = 0): Site[] {
  if (!schema?.properties || depth > 2) return [];
  return Object.entries(schema.properties).flatMap(([name, property]) => {
    const object = [property, ...(property.anyOf ?? [])].find((s) => s.properties);
    return [
      { where: 'body' as const, path: [...prefix, name], schema: property },
      ...bodySites(object, [...prefix, name], depth + 1),
    ];
  });
}

const schemaTypes = (schema: JsonSchema): string[] =>
  [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((s) =>
    Array.isArray(s.type) ? s.type : s.type ? [s.type] : [],
  );
const schemaFormats = (schema: JsonSchema): string[] =>
  [schema, ...(schema.anyOf ?? [])].flatMap((s) => (s.format ? [s.format] : []));

/** The sites a class aims at first (numbers for huge numbers, dates for edge dates…). */
function aimedAt(inputClass: InputClass, site: Site): boolean {
  switch (inputClass) {
    case 'control-character':
    case 'lone-surrogate':
      return schemaTypes(site.schema).includes('string') && !schemaFormats(site.schema).includes('uuid');
    case 'huge-number':
    case 'non-finite-number':
      return schemaTypes(site.schema).some((t) => t === 'number' || t === 'integer');
    case 'edge-date':
      return schemaFormats(site.schema).some((f) => f === 'date' || f === 'date-time');
    case 'unknown-sort':
      return site.path[0] === 'sort';
    case 'bad-path-id':
      return site.where === 'path';
    default:
      return true;
  }
}

function setAt(target: Record<string, unknown>, path: string[], value: unknown) {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const child = node[key];
    if (!child || typeof child !== 'object' || Array.isArray(child)) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path.at(-1)!] = value;
}

/** What a path parameter names, for the id pool: `/couriers/{id}` → couriers, `{keyId}` → keys. */
export function pathParamResource(operation: Pick<Operation, 'path'>, name: string): string {
  if (name !== 'id') return name.replace(/Id$/, 's');
  const segments = operation.path.split('/');
  return segments[segments.indexOf(`{${name}}`) - 1];
}

/** A request for one operation, caller and class: valid-shaped, then the class's hostile change. */
function requestArbitrary(operation: Operation, caller: Caller, inputClass: InputClass, ids: IdPool) {
  const pathModel = Object.fromEntries(
    operation.pathParams.map((p) => [
      p.name,
      validValue(p.schema, pathParamResource(operation, p.name), ids).map(asText),
    ]),
  );
  const queryModel = Object.fromEntries(operation.queryParams.map((p) => [p.name, validValue(p.schema, p.name, ids)]));
  const requiredQuery = operation.queryParams.filter((p) => p.required).map((p) => p.name);
  const sites: Site[] = [
    ...operation.pathParams.map((p) => ({ where: 'path' as const, path: [p.name], schema: p.schema })),
    ...operation.queryParams.map((p) => ({ where: 'query' as const, path: [p.name], schema: p.schema })),
    ...bodySites(operation.body),
  ];
  // A class with nowhere to aim in this operation (no number, no date…) goes into an unknown query parameter.
  const candidates = sites.filter((site) => aimedAt(inputClass, site));
  return fc
    .record({
      pathValues: fc.record(pathModel) as fc.Arbitrary<Record<string, string>>,
      query: fc.record(queryModel, { requiredKeys: requiredQuery }) as fc.Arbitrary<Record<string, unknown>>,
      body: operation.body ? validValue(operation.body, 'body', ids) : fc.constant(undefined),
      site: candidates.length ? fc.constantFrom(...candidates) : fc.constant(undefined),
      hostile: HOSTILE_VALUES[inputClass] ?? fc.constant(undefined),
      prototypeKey: fc.constantFrom(...PROTOTYPE_KEYS),
      prototypeValue: fc.constantFrom(...PROTOTYPE_VALUES),
      broken: fc.constantFrom(...BROKEN_BODIES),
    })
    .map(({ pathValues, query, body, site, hostile, prototypeKey, prototypeValue, broken }): FuzzRequest => {
      let payload = body === undefined ? undefined : (body as unknown);
      let contentType = payload === undefined ? undefined : 'application/json';
      const extraQuery: [string, string][] = [];
      if (inputClass === 'prototype-key') {
        if (payload && typeof payload === 'object' && !Array.isArray(payload))
          Object.defineProperty(payload, prototypeKey, { value: prototypeValue, enumerable: true, writable: true });
        else extraQuery.push([prototypeKey === '__proto__' ? '__proto__[role]' : prototypeKey, asText(prototypeValue)]);
      } else if (HOSTILE_VALUES[inputClass]) {
        if (!site) extraQuery.push([inputClass === 'unknown-sort' ? 'sort' : 'x', asText(hostile)]);
        else if (site.where === 'path') pathValues[site.path[0]] = asText(hostile);
        else if (site.where === 'query') query[site.path[0]] = hostile;
        else {
          payload = payload && typeof payload === 'object' ? payload : {};
          setAt(payload as Record<string, unknown>, site.path, hostile);
        }
      }
      let text = payload === undefined ? undefined : toJson(payload);
      if (inputClass === 'broken-body') {
        text = broken.payload;
        contentType = broken.contentType;
      }
      const queryEntries: [string, string][] = [
        ...Object.entries(query)
          .filter(([, value]) => value !== undefined)
          .map(([name, value]): [string, string] => [name, asText(value)]),
        ...extraQuery,
      ];
      return {
        operation: operation.label,
        inputClass,
        caller: caller.kind,
        method: operation.method,
        url: operationUrl(operation, pathValues, queryEntries),
        ...(text === undefined ? {} : { payload: text, contentType }),
      };
    });
}

/**
 * Existing ids, by the name of the field or path segment that takes them, read once before the run:
 * `courierId` and `/couriers/{id}` both draw from couriers. The callers' own accounts, organization and
 * keys are left out, so a valid-shaped request does not delete or disable the caller halfway through.
 */
export async function idPool(app: FastifyInstance, protectedIds: Set<string>): Promise<IdPool> {
  const tables = (
    (await app.db.execute(sql`
      select table_name as name from information_schema.columns
      where table_schema = 'public' and column_name = 'id' and data_type = 'uuid' order by table_name`)) as unknown as {
      rows: { name: string }[];
    }
  ).rows.map((row) => row.name);
  const byTable = new Map<string, string[]>();
  for (const table of tables) {
    const rows = (
      (await app.db.execute(sql.raw(`select id::text as id from "${table}" order by id limit 40`))) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    byTable.set(
      table,
      rows.map((row) => row.id).filter((id) => !protectedIds.has(id)),
    );
  }
  const ALIASES: Record<string, string> = {
    members: 'users',
    member: 'users',
    owner: 'users',
    keys: 'api_keys',
    key: 'api_keys',
  };
  const normalize = (name: string) =>
    name
      .replace(/Id$/, '')
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase();
  const tableKeys = tables.map((table) => ({ table, key: normalize(table) }));
  const cache = new Map<string, string[]>();
  return (name) => {
    if (!cache.has(name)) {
      const key = normalize(name);
      const table =
        ALIASES[name] ??
        ALIASES[key] ??
        tableKeys.find((t) => [key, `${key}s`, `${key}es`, key.replace(/y$/, 'ies')].includes(t.key))?.table ??
        // senderAddressId → addresses: the longest table whose singular ends the name.
        tableKeys
          .filter((t) => key.endsWith(t.key.replace(/(ies|es|s)$/, (m) => (m === 'ies' ? 'y' : ''))))
          .sort((a, b) => b.key.length - a.key.length)[0]?.table;
      cache.set(name, (table && byTable.get(table)) || []);
    }
    return cache.get(name)!;
  };
}

/** Operations left out of the fuzz run, and why. */
const NOT_FUZZED: Record<string, string> = {
  // Ends the caller's own session: every later request of that caller would only test 401.
  'POST /api/v1/auth/logout': 'ends the session the run signs in with',
};

/** Weighs classes: a third of requests valid-shaped (to reach deep), the rest spread over the hostile classes. */
const CLASS_ARBITRARY = fc.oneof(
  { arbitrary: fc.constant<InputClass>('valid'), weight: 10 },
  ...INPUT_CLASSES.filter((c) => c !== 'valid').map((c) => ({ arbitrary: fc.constant(c), weight: 2 })),
);

/** The run's requests, all drawn from one seed (the same seed and count give the same requests). */
function fuzzRequests(app: FastifyInstance, world: FuzzWorld, ids: IdPool, seed: number, count: number): FuzzRequest[] {
  const operations = apiOperations(app).filter((operation) => !(operation.label in NOT_FUZZED));
  const arbitrary = fc
    .record({ operation: fc.constantFrom(...operations), inputClass: CLASS_ARBITRARY, callerIndex: fc.nat(99) })
    .chain(({ operation, inputClass, callerIndex }) => {
      // Seven in ten requests as a caller the route lets in, so they reach the route's own code.
      const allowed = world.callers.filter((caller) => callerMayCall(caller, operation.access));
      const pickFrom = callerIndex < 70 && allowed.length ? allowed : world.callers;
      return requestArbitrary(operation, pickFrom[callerIndex % pickFrom.length], inputClass, ids);
    });
  return fc.sample(arbitrary, { seed, numRuns: count });
}

/** The request as app.inject takes it, with the caller's current token (restore may have renewed it). */
const injectOptions = (request: FuzzRequest, token: string | undefined): InjectOptions => ({
  method: request.method as InjectOptions['method'],
  url: request.url,
  ...(request.payload !== undefined ? { payload: request.payload } : {}),
  headers: {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(request.contentType ? { 'content-type': request.contentType } : {}),
  },
});

/**
 * Runs `count` requests drawn from `seed` through app.inject: a finding for every 5xx, and for every
 * refused (4xx) non-GET request after which the database differs. `world.restore` runs between batches.
 */
export async function runFuzz(
  app: FastifyInstance,
  world: FuzzWorld,
  options: { seed: number; count: number; onProgress?: (done: number, findings: number) => void },
): Promise<FuzzResult> {
  const ids = await idPool(app, world.protectedIds);
  const requests = fuzzRequests(app, world, ids, options.seed, options.count);
  const fingerprint = await databaseFingerprinter(app);
  const statuses = new Map<number, number>();
  const findings: FuzzFinding[] = [];
  for (const [i, request] of requests.entries()) {
    if (i > 0 && i % 100 === 0) {
      await world.restore();
      options.onProgress?.(i, findings.length);
    }
    const writes = request.method !== 'GET';
    const before = writes ? await fingerprint() : undefined;
    const token = world.callers.find((caller) => caller.kind === request.caller)?.token;
    const response = await app.inject(injectOptions(request, token));
    // Work a route leaves for after its answer (forgot-password's mail) belongs to this request, not the next.
    await app.afterResponseSettled();
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    const finding = { index: i + 1, request, status: response.statusCode, response: response.body.slice(0, 500) };
    if (response.statusCode >= 500) findings.push({ kind: '5xx', ...finding });
    else if (before && response.statusCode >= 400) {
      const tables = changedTables(before, await fingerprint());
      if (tables.length) findings.push({ kind: 'write on refusal', ...finding, tables });
    }
  }
  return { seed: options.seed, requests: requests.length, statuses, findings };
}

/** Findings grouped by kind, operation and input class: one line each with a count and the first example. */
export function groupFindings(findings: FuzzFinding[]): { key: string; count: number; example: FuzzFinding }[] {
  const groups = new Map<string, { key: string; count: number; example: FuzzFinding }>();
  for (const finding of findings) {
    const key = `${finding.kind} · ${finding.request.operation} · ${finding.request.inputClass}`;
    const group = groups.get(key) ?? { key, count: 0, example: finding };
    group.count++;
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/** A finding as a replayable request: method, url, body, caller, status and the start of the response. */
export function describeFinding(finding: FuzzFinding): string {
  const { request } = finding;
  return [
    `#${finding.index} ${request.method} ${request.url} as ${request.caller} [${request.inputClass}]`,
    ...(request.payload !== undefined
      ? [`  body (${request.contentType}): ${JSON.stringify(request.payload).slice(0, 300)}`]
      : []),
    `  → ${finding.status}${finding.tables ? ` wrote to ${finding.tables.join(', ')}` : ''}: ${finding.response.slice(0, 300)}`,
  ].join('\n');
}
