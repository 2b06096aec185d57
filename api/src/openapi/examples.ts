import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The document's examples: one real request and answer per operation, recorded by a walk over the
 * whole API with realistic data and scrubbed of ids, times, tokens and secrets (examples.test.ts
 * writes examples.json and fails when it is stale, missing an operation or off its schema).
 */
export interface OperationExample {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | (string | number | boolean)[]>;
  request?: unknown;
  responses: Record<string, unknown>;
}

export const EXAMPLES_FILE = path.join(__dirname, 'examples.json');

let loaded: Record<string, OperationExample> | undefined;

function examples(): Record<string, OperationExample> {
  loaded ??= JSON.parse(readFileSync(EXAMPLES_FILE, 'utf8')) as Record<string, OperationExample>;
  return loaded;
}

type Json = Record<string, unknown>;

interface ExampleTarget {
  summary?: string;
  parameters?: { in: string; name: string; examples?: unknown }[];
  requestBody?: unknown;
  responses: Record<string, Json & { content?: Json }>;
}

const named = (summary: string, value: unknown) => ({ recorded: { summary, value } });

/** Puts the recorded example of `METHOD /path` on its parameters, JSON request body and JSON answers. */
export function attachExamples(label: string, operation: ExampleTarget): void {
  const example = examples()[label];
  if (!example) return;
  for (const parameter of operation.parameters ?? []) {
    const value =
      parameter.in === 'path'
        ? example.params?.[parameter.name]
        : parameter.in === 'query'
          ? example.query?.[parameter.name]
          : undefined;
    // `examples` (not `example`): generated clients leave it out, so new examples never change their types.
    if (value !== undefined) parameter.examples = named('Sent in the walk', value);
  }
  const requestMedia = (operation.requestBody as { content?: Record<string, Json> } | undefined)?.content?.[
    'application/json'
  ];
  if (requestMedia && example.request !== undefined)
    requestMedia.examples = named(operation.summary ?? 'A request', example.request);
  for (const [status, body] of Object.entries(example.responses)) {
    const media = operation.responses[status]?.content?.['application/json'] as Json | undefined;
    if (media) media.examples = named(`${status} answer`, body);
  }
}
