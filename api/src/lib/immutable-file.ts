import type { FastifyReply, FastifyRequest } from 'fastify';
import { routedPath } from './request-path';

/** How an app's content-hashed file is cached: a year, never revalidated (a new build has new names). */
export const IMMUTABLE_FILE = 'public, max-age=31536000, immutable';

/**
 * Whether this answer is an app's content-hashed script or stylesheet, as static-apps marks it:
 * never a document, so it needs neither the document headers nor validators.
 */
export function isImmutableFile(request: FastifyRequest, reply: FastifyReply): boolean {
  return !routedPath(request).startsWith('/api/') && reply.getHeader('cache-control') === IMMUTABLE_FILE;
}
