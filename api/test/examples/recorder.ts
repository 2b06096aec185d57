import type { OperationExample } from '../../src/openapi/examples';
import type { FastifyInstance } from 'fastify';
import { multipartFile } from '../support/test-app';

type Scalar = string | number | boolean;

/** What one operation was seen to take and give in the walk, before scrubbing (the examples file's shape). */
export type RecordedExample = OperationExample;

export interface SendOptions {
  token?: string;
  params?: Record<string, string>;
  query?: Record<string, Scalar | Scalar[]>;
  body?: unknown;
  /** A CSV or image sent as multipart/form-data. */
  file?: { field?: string; name: string; contentType: string; bytes: Buffer | string };
  /** The status the step expects (any 2xx when unset). */
  status?: number;
}

/**
 * Calls operations as an integrator would and keeps, per operation (`METHOD /path/{param}`), the first
 * successful request and answer: the raw material of the document's examples (examples.test.ts).
 */
export class ExampleRecorder {
  readonly examples = new Map<string, RecordedExample>();
  /** Steps that did not answer as expected: the walk goes on, the test lists them all. */
  readonly failures: string[] = [];
  /** Every bearer token, key and secret seen: none may survive scrubbing. */
  readonly secrets = new Set<string>();

  constructor(private readonly app: FastifyInstance) {}

  async send(method: string, template: string, options: SendOptions = {}) {
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = options.params?.[name];
      if (value === undefined) throw new Error(`${template}: no value for {${name}}`);
      return encodeURIComponent(value);
    });
    const search = new URLSearchParams(
      Object.entries(options.query ?? {}).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((item): [string, string] => [name, String(item)]),
      ),
    ).toString();
    const multipart = options.file
      ? multipartFile(options.file.bytes, {
          field: options.file.field,
          fileName: options.file.name,
          contentType: options.file.contentType,
        })
      : undefined;
    if (options.token) this.secrets.add(options.token);
    const response = await this.app.inject({
      method: method as 'GET',
      url: search ? `${path}?${search}` : path,
      ...(multipart
        ? { payload: multipart.payload }
        : options.body !== undefined
          ? { payload: options.body as object }
          : {}),
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...multipart?.headers,
      },
    });
    const label = `${method} ${template}`;
    const ok = options.status ? response.statusCode === options.status : response.statusCode < 300;
    if (!ok) this.failures.push(`${label} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    if (response.statusCode < 300) {
      const example = this.examples.get(label) ?? { responses: {} };
      if (!this.examples.has(label)) {
        if (options.params) example.params = options.params;
        if (options.query) example.query = options.query;
        if (options.body !== undefined) example.request = options.body;
        this.examples.set(label, example);
      }
      const status = String(response.statusCode);
      const json = /^application\/json/.test(String(response.headers['content-type'] ?? ''));
      // A JSON null is what an answer without content sends (202 of a resend): nothing to show.
      if (json && !(status in example.responses) && response.json() !== null)
        example.responses[status] = response.json();
    }
    return response;
  }

  /** `send`, answering the parsed JSON body. */
  async json<T = ReturnType<typeof JSON.parse>>(
    method: string,
    template: string,
    options: SendOptions = {},
  ): Promise<T> {
    return (await this.send(method, template, options)).json() as T;
  }
}
