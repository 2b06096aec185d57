/**
 * A remote's registration files fetched into the browser's cache without running them: its
 * remoteEntry.js and the `./register` module's own scripts, named by the mf-manifest.json beside it. Running a
 * registration costs a phone 80–130 ms of main thread each; fetching costs none, and the visit that
 * follows runs the files from the cache.
 */

interface ManifestFile {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] } } }>;
}

/**
 * The URLs to fetch for a remote whose entry is `entry`: remoteEntry.js, with the register module's
 * files from the mf-manifest.json published beside it (the runtime itself reads no manifest).
 */
export async function registrationFiles(entry: string, fetcher: typeof fetch = fetch): Promise<string[]> {
  const entryUrl = new URL(entry, window.location.href);
  const manifestUrl = entryUrl.pathname.endsWith('.json') ? entryUrl : new URL('mf-manifest.json', entryUrl);
  const files = manifestUrl === entryUrl ? [] : [entryUrl.href];
  const response = await fetcher(manifestUrl.href).catch(() => null);
  if (!response?.ok) return files;
  const manifest = (await response.json()) as ManifestFile;
  const folder = new URL('.', manifestUrl);
  const remoteEntry = manifest.metaData?.remoteEntry;
  if (manifestUrl === entryUrl && remoteEntry?.name)
    files.push(
      new URL(`${remoteEntry.path ? `${remoteEntry.path.replace(/\/$/, '')}/` : ''}${remoteEntry.name}`, folder).href,
    );
  const register = manifest.exposes?.find((expose) => expose.path === './register');
  for (const file of register?.assets?.js?.sync ?? []) files.push(new URL(file, folder).href);
  // A register module built into remoteEntry.js lists the entry itself.
  return [...new Set(files)];
}

function hintFiles(rel: 'prefetch' | 'preload', urls: readonly string[], doc: Document): void {
  for (const href of urls) {
    if (doc.head.querySelector(`link[rel="${rel}"][href="${CSS.escape(href)}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = rel;
    link.setAttribute('as', 'script');
    link.href = href;
    // A hint that failed (a remote down) goes, so a later one (Retry) asks again rather than finding it.
    link.addEventListener('error', () => link.remove(), { once: true });
    doc.head.append(link);
  }
}

/** Fetches these files at the browser's lowest priority into its cache (`<link rel="prefetch">`). */
export function prefetchFiles(urls: readonly string[], doc: Document = document): void {
  hintFiles('prefetch', urls, doc);
}

/**
 * Downloads these scripts now, without running them (`<link rel="preload">`): the script tags the
 * federation runtime and webpack add later (same URL, no crossorigin) take them from the preload.
 */
export function preloadFiles(urls: readonly string[], doc: Document = document): void {
  hintFiles('preload', urls, doc);
}

/**
 * Runs these chunk scripts (webpack's JSONP chunks, which only push their modules to their build's
 * chunk list): the remote's runtime then finds them installed, instead of adding each script once the
 * module before it has run. A script already on the page is not added again; a failed one goes, so
 * that webpack, loading that chunk itself, adds its own rather than waiting on this one's events.
 */
export function runChunkScripts(urls: readonly string[], doc: Document = document): void {
  for (const src of urls) {
    if (Array.from(doc.scripts).some((script) => script.src === src)) continue;
    const script = doc.createElement('script');
    script.src = src;
    script.addEventListener('error', () => script.remove(), { once: true });
    doc.head.append(script);
  }
}

/** A remote's registration files into the cache; a manifest that cannot be read leaves it to the visit. */
export async function prefetchRegistrationFiles(entry: string): Promise<void> {
  try {
    prefetchFiles(await registrationFiles(entry));
  } catch {
    // Nothing is lost: the visit fetches what it needs.
  }
}
