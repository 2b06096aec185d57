import type { FastifyRequest } from 'fastify';
import { decodedEscapes, routedPath } from './request-path';

const request = (pattern: string | undefined, url: string) =>
  ({ routeOptions: { url: pattern }, url }) as unknown as FastifyRequest;

describe('routedPath', () => {
  it("is the matched route's pattern, whatever the URL's spelling", () => {
    expect(routedPath(request('/api/v1/shipments/:id', '/%61pi/v1/shipments/42?x=1'))).toBe('/api/v1/shipments/:id');
  });

  it('is the decoded path without the query for an unmatched or catch-all route', () => {
    expect(routedPath(request(undefined, '/%61pi/v1/nothing?token=%73'))).toBe('/api/v1/nothing');
    expect(routedPath(request('/*', '/app/%2Fx'))).toBe('/app//x');
  });
});

describe('decodedEscapes', () => {
  it('decodes each escape as one byte and leaves malformed ones as they are', () => {
    expect(decodedEscapes('%41%62%7e')).toBe('Ab~');
    expect(decodedEscapes('%zz%4%')).toBe('%zz%4%');
    expect(decodedEscapes('%E2%82%AC')).toBe('\u00e2\u0082\u00ac');
  });
});
