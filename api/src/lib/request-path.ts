import type { FastifyRequest } from 'fastify';

/**
 * The path a request is about, as the router saw it: the pattern of the route it matched, or for an
 * unmatched (or catch-all) route its path with percent-escapes decoded. Decisions made on the raw URL
 * could be dodged by spelling it differently (`/%61pi/…` routes like `/api/…`).
 */
export function routedPath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern && !pattern.includes('*')) return pattern;
  return decodedEscapes(request.url.split('?')[0]);
}

/**
 * A URL (or part of one) with its percent-escapes decoded byte by byte, so a malformed escape never
 * throws; what it is compared against (route prefixes, the log's secret names) is ASCII.
 */
export const decodedEscapes = (raw: string) =>
  raw.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
