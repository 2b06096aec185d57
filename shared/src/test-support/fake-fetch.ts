// Test-only: a scripted fetch. Each handler answers one request (method + path under /api/v1).

export interface RecordedRequest {
  method: string;
  url: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeResponseInit {
  status?: number;
  body?: unknown;
  contentType?: string;
}

export function fakeResponse({
  status = 200,
  body,
  contentType = 'application/json',
}: FakeResponseInit = {}): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' && text ? contentType : null) },
    json: async () => JSON.parse(text),
    text: async () => text,
    blob: async () => new Blob([text], { type: contentType }),
  } as unknown as Response;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

/** Installs a fetch that routes '<METHOD> <path>' to handlers and records every request. */
export function installFakeFetch(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = String(input);
    const path = url.replace(/^.*?\/api\/v1/, '').split('?')[0];
    const method = init.method ?? 'GET';
    const request: RecordedRequest = {
      method,
      url,
      path,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    requests.push(request);
    const handler = routes[`${method} ${path}`];
    if (!handler) throw new Error(`No fake route for ${method} ${path}`);
    return handler(request);
  });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  return {
    requests,
    fetchMock,
    count: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path).length,
  };
}

/** A promise resolved from outside, to hold a response until the test releases it. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
