import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import portalApps from '../../../portal.apps.json';
import { IMMUTABLE_FILE, isImmutableFile } from '../lib/immutable-file';
import { routedPath } from '../lib/request-path';

/** Files the host and remotes must re-check on every load, so a redeploy shows up on the next page load. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'remotes.json']);
const HASHED_ASSET = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(filePath: string): string {
  // A pre-compressed copy (main.1a2b3c4d5e.js.br) is cached as the file it stands for.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (ALWAYS_REVALIDATE.has(name) || name.endsWith('.html')) return 'no-cache';
  return HASHED_ASSET.test(name) ? IMMUTABLE_FILE : 'no-cache';
}

/** The origins of absolute remote entries in remotes.json (relative entries are this origin: 'self'). */
export function remoteOrigins(remotesJson: unknown): string[] {
  const remotes = (remotesJson as { remotes?: { entry?: unknown }[] } | null)?.remotes;
  if (!Array.isArray(remotes)) return [];
  const origins = new Set<string>();
  for (const remote of remotes) {
    if (typeof remote?.entry !== 'string' || !/^https?:\/\//i.test(remote.entry)) continue;
    try {
      origins.add(new URL(remote.entry).origin);
    } catch {
      // A malformed entry adds no origin; the host reports the remote as unavailable.
    }
  }
  return [...origins];
}

/** The CSP sources ('sha256-…') of the host's inline scripts, as its build lists them; anything else is dropped. */
export function scriptHashSources(text: string): string[] {
  return text.split(/\s+/).filter((token) => /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/.test(token));
}

export function contentSecurityPolicy(origins: string[], scriptHashes: string[] = []): string {
  const extra = origins.length ? ` ${origins.join(' ')}` : '';
  // index.html's inline script (the boot shell's preferences) is allowed by its hash only.
  const hashes = scriptHashes.length ? ` ${scriptHashes.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${extra}${hashes}`,
    // Chakra (emotion) injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    // Remotes' manifests are fetched; the map picker looks up addresses on OpenStreetMap.
    `connect-src 'self'${extra} https://nominatim.openstreetmap.org`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export interface StaticAppsOptions {
  appsDir: string;
  /** The host's files, when not <appsDir>/host/dist (HOST_DIST: the monolith build). */
  hostDist?: string;
}

/**
 * Demo mode on one port: the host's build at /, each remote of portal.apps.json at /remotes/<slug>/,
 * and the host's index.html for any other page path (client-side routes and deep links).
 */
export default fp(
  async function staticAppsPlugin(app: FastifyInstance, opts: StaticAppsOptions) {
    const hostDist = opts.hostDist ?? path.join(opts.appsDir, 'host', 'dist');
    const remotesFile = path.join(hostDist, 'remotes.json');
    const hashesFile = path.join(hostDist, 'csp-script-hashes.txt');
    if (!existsSync(hostDist))
      app.log.warn({ hostDist }, 'APPS_DIR set but the host is not built: run the build first');

    const mtimeOf = (file: string): number => {
      try {
        return statSync(file).mtimeMs;
      } catch {
        return -1; // absent: no remote origins, no inline script hashes
      }
    };
    // remotes.json is replaceable per deployment without a restart, and a host rebuild changes the
    // inline script hashes: re-read them when they change.
    let cached: { key: string; csp: string } | null = null;
    const currentCsp = (): string => {
      const remotesMtime = mtimeOf(remotesFile);
      const hashesMtime = mtimeOf(hashesFile);
      const key = `${remotesMtime}:${hashesMtime}`;
      if (cached?.key === key) return cached.csp;
      let origins: string[] = [];
      if (remotesMtime >= 0) {
        try {
          origins = remoteOrigins(JSON.parse(readFileSync(remotesFile, 'utf8')));
        } catch (error) {
          app.log.warn({ err: error }, 'remotes.json is not valid JSON');
        }
      }
      const hashes = hashesMtime >= 0 ? scriptHashSources(readFileSync(hashesFile, 'utf8')) : [];
      cached = { key, csp: contentSecurityPolicy(origins, hashes) };
      return cached.csp;
    };

    const setHeaders = (res: { setHeader(name: string, value: string): unknown }, filePath: string) => {
      res.setHeader('cache-control', cacheControlFor(filePath));
      // The same URL answers brotli, gzip or plain by Accept-Encoding: caches must keep them apart.
      res.setHeader('vary', 'accept-encoding');
      if (/\.html(\.br|\.gz)?$/.test(filePath)) res.setHeader('content-security-policy', currentCsp());
    };

    // A content-hashed file is never revalidated nor asked for in ranges: its validators would only
    // add bytes to each of a page's scripts (set by @fastify/static after setHeaders, so removed here).
    app.addHook('onSend', async (request, reply) => {
      if (isImmutableFile(request, reply))
        for (const name of ['last-modified', 'etag', 'accept-ranges']) reply.removeHeader(name);
    });

    await app.register(fastifyStatic, {
      root: hostDist,
      prefix: '/',
      setHeaders,
      cacheControl: false,
      // The builds write name.br and name.gz beside each text file: sent by Accept-Encoding, with Vary.
      preCompressed: true,
      index: ['index.html'],
    });
    for (const { dir, slug } of portalApps.remotes) {
      const root = path.join(opts.appsDir, dir, 'dist');
      if (!existsSync(root)) {
        app.log.warn({ root }, `remote ${slug} is not built; its pages will show as unavailable`);
        continue;
      }
      await app.register(fastifyStatic, {
        root,
        prefix: `/remotes/${slug}/`,
        decorateReply: false,
        setHeaders,
        cacheControl: false,
        preCompressed: true,
        index: false,
      });
    }

    app.decorate('serveSpaIndex', async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
      // As the router saw it: /%61pi/nothing is an unknown API path, not a page.
      const pathname = routedPath(request);
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api/') &&
        pathname !== '/api' &&
        !path.posix.basename(pathname).includes('.');
      if (!isPage || !existsSync(path.join(hostDist, 'index.html'))) return false;
      reply.header('cache-control', 'no-cache').header('content-security-policy', currentCsp());
      await reply.sendFile('index.html', hostDist);
      return true;
    });
  },
  { name: 'static-apps' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the host's index.html for a page path; false when the request is not a page. */
    serveSpaIndex?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
  }
}
