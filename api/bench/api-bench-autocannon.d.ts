// What api-bench.ts uses of autocannon beyond autocannon.d.ts: a fixed number of requests, each
// with its own path (processing a different draft every time).
declare module 'autocannon' {
  interface Options {
    amount?: number;
    requests?: { setupRequest?: (request: { path: string }) => { path: string } }[];
  }
}
