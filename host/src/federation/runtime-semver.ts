import { compareVersions, satisfiesVersion } from '@portal/shared';

/**
 * The semver the federation runtime's share negotiation uses, answered by @portal/shared's own (in
 * the entry already) instead of the runtime's full range parser (about 4 KB of its chunk): the host's
 * build swaps runtime-core's `utils/semver` module for this one (tooling/webpack-config). It reads the
 * ranges the portal's builds write for shared modules (`^x.y.z`; also `~`, `>=`, `=`, exact and `*`)
 * and the `<=x.y.z` with which the runtime orders a module's versions; any other range (`||`, hyphen
 * and x-ranges) is not satisfied. A build test keeps every range the builds write readable here.
 */
export function satisfy(version: string, range: string): boolean {
  if (typeof version !== 'string' || typeof range !== 'string') return false;
  const atMost = /^<=\s*(\S+)$/.exec(range.trim());
  if (!atMost) return satisfiesVersion(version, range);
  const order = compareVersions(version, atMost[1] as string);
  return order !== undefined && order <= 0;
}
