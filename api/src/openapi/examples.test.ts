import { readFileSync, writeFileSync } from 'node:fs';
import { documentSchemaCheck } from '../../test/support/document-schemas';
import type { ExampleRecorder } from '../../test/examples/recorder';
import { scrubbedExamples } from '../../test/examples/scrub';
import { walkEveryOperation } from '../../test/examples/walk';
import { startTestApp, type StartedTestApp } from '../../test/support/test-app';
import { EXAMPLES_FILE, type OperationExample } from './examples';

/**
 * The document's examples come from a walk over every operation with realistic data (test/examples/walk.ts),
 * scrubbed of ids, times, tokens and secrets: examples.json is that walk's output, checked in. This test walks
 * again and fails when the file is stale, when an operation has no example, or when one is off its schema.
 */
const REGENERATE = 'cd api && UPDATE_OPENAPI_EXAMPLES=1 npx jest src/openapi/examples.test.ts';

type Json = ReturnType<typeof JSON.parse>;

let app: StartedTestApp;
let recorder: ExampleRecorder;
let document: Json;
let produced: Record<string, OperationExample>;

const operations = () =>
  Object.entries<Json>(document.paths).flatMap(([path, item]) =>
    Object.entries<Json>(item).map(([method, operation]) => ({ label: `${method.toUpperCase()} ${path}`, operation })),
  );

const jsonSuccesses = (operation: Json) =>
  Object.entries<Json>(operation.responses)
    .filter(([status, response]) => status.startsWith('2') && response.content?.['application/json'])
    .map(([status]) => status);

beforeAll(async () => {
  app = await startTestApp();
  const walkStart = Date.now();
  recorder = await walkEveryOperation(app);
  document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  produced = scrubbedExamples(
    recorder.examples,
    operations().map(({ label }) => label),
    walkStart,
  );
  if (process.env.UPDATE_OPENAPI_EXAMPLES) writeFileSync(EXAMPLES_FILE, `${JSON.stringify(produced, null, 2)}\n`);
}, 300_000);

afterAll(() => app?.closeWithDatabase());

describe('the examples of the OpenAPI document', () => {
  it('give every operation a real request and answer', () => {
    expect(recorder.failures).toEqual([]);
    const missing = operations().flatMap(({ label, operation }) => {
      const example = produced[label];
      if (!example) return [`${label}: not called by test/examples/walk.ts`];
      return [
        operation.requestBody?.content?.['application/json'] && example.request === undefined
          ? `${label}: no request body`
          : '',
        jsonSuccesses(operation).length && !jsonSuccesses(operation).some((status) => status in example.responses)
          ? `${label}: no JSON answer`
          : '',
      ].filter(Boolean);
    });
    expect(missing).toEqual([]);
    expect(operations().length).toBeGreaterThan(150);
  });

  it(`are checked in as the walk makes them (regenerate: ${REGENERATE})`, () => {
    const checkedIn = JSON.parse(readFileSync(EXAMPLES_FILE, 'utf8')) as Record<string, OperationExample>;
    const labels = [...new Set([...Object.keys(checkedIn), ...Object.keys(produced)])];
    const stale = labels.filter((label) => JSON.stringify(checkedIn[label]) !== JSON.stringify(produced[label]));
    expect({ stale, regenerate: REGENERATE }).toEqual({ stale: [], regenerate: REGENERATE });
  });

  it('conform to the schemas they illustrate', () => {
    const check = documentSchemaCheck(document.components);
    const problems: string[] = [];
    for (const { label, operation } of operations()) {
      const example = produced[label];
      if (!example) continue;
      const requestSchema = operation.requestBody?.content?.['application/json']?.schema;
      if (requestSchema && example.request !== undefined)
        problems.push(`${label} request: ${check(requestSchema, example.request)}`);
      for (const [status, body] of Object.entries(example.responses)) {
        const schema = operation.responses[status]?.content?.['application/json']?.schema;
        problems.push(schema ? `${label} ${status}: ${check(schema, body)}` : `${label} ${status}: not documented`);
      }
      for (const parameter of operation.parameters ?? []) {
        const value = parameter.in === 'path' ? example.params?.[parameter.name] : example.query?.[parameter.name];
        if (value !== undefined) problems.push(`${label} ${parameter.name}: ${check(parameter.schema, value)}`);
      }
    }
    expect(problems.filter((problem) => !problem.endsWith(': '))).toEqual([]);
  });

  it('never show a real token, key or secret', () => {
    const text = JSON.stringify(produced);
    expect(recorder.secrets.size).toBeGreaterThan(10);
    expect([...recorder.secrets].filter((secret) => text.includes(secret))).toEqual([]);
    const webhook = produced['POST /api/v1/webhooks'].responses['201'] as { secret: string };
    expect(webhook.secret).toMatch(/^whsec_[\w-]{43}$/);
    const key = produced['POST /api/v1/api-keys/{id}/reveal'].responses['200'] as { secret: string };
    expect(key.secret).toMatch(/^pk_[0-9a-f]{16}_x+$/);
  });

  it('are served on each operation’s parameters, request body and answers', () => {
    const checkedIn = JSON.parse(readFileSync(EXAMPLES_FILE, 'utf8')) as Record<string, OperationExample>;
    const create = document.paths['/api/v1/shipments'].post;
    expect(create.requestBody.content['application/json'].examples.recorded.value).toEqual(
      checkedIn['POST /api/v1/shipments'].request,
    );
    expect(create.responses['201'].content['application/json'].examples.recorded.value).toEqual(
      checkedIn['POST /api/v1/shipments'].responses['201'],
    );
    const get = document.paths['/api/v1/shipments/{id}'].get;
    expect(get.parameters.find((p: Json) => p.name === 'id').examples.recorded.value).toBe(
      checkedIn['GET /api/v1/shipments/{id}'].params?.id,
    );
  });
});
