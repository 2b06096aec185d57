/** The small semver subset remotes use to say which @portal/shared they need: `^x.y.z`, `~x.y.z`, `x.y.z`, `>=x.y.z`, `*`. */
type Version = [number, number, number, string | undefined];

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

function parse(value: string): Version | null {
  const match = VERSION.exec(value.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3]), match[4]] : null;
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  if (a[3] === b[3]) return 0;
  if (a[3] === undefined) return 1; // 1.0.0 is newer than 1.0.0-beta
  if (b[3] === undefined) return -1;
  return a[3] < b[3] ? -1 : 1;
}

/** a < b: negative, a > b: positive, equal: 0; undefined when either is not a version. */
export function compareVersions(a: string, b: string): number | undefined {
  const left = parse(a);
  const right = parse(b);
  return left && right ? compare(left, right) : undefined;
}

export function isVersionRange(range: string): boolean {
  const trimmed = range.trim();
  if (trimmed === '*') return true;
  return parse(trimmed.replace(/^(\^|~|>=|=)/, '')) !== null;
}

/** Whether `version` satisfies `range`; an unparsable version or range never does. */
export function satisfiesVersion(version: string, range: string): boolean {
  const actual = parse(version);
  const trimmed = range.trim();
  if (!actual) return false;
  if (trimmed === '*') return true;
  const operator = /^(\^|~|>=|=)?/.exec(trimmed)?.[1] ?? '';
  const wanted = parse(trimmed.slice(operator.length));
  if (!wanted) return false;
  if (compare(actual, wanted) < 0) return false;
  // A pre-release only satisfies a range that names a pre-release of the same x.y.z.
  if (
    actual[3] !== undefined &&
    !(wanted[3] !== undefined && actual[0] === wanted[0] && actual[1] === wanted[1] && actual[2] === wanted[2])
  )
    return false;
  const [major, minor] = wanted;
  switch (operator) {
    case '>=':
      return true;
    case '^':
      if (major > 0) return actual[0] === major;
      if (minor > 0) return actual[0] === 0 && actual[1] === minor;
      return actual[0] === 0 && actual[1] === 0 && actual[2] === wanted[2];
    case '~':
      return actual[0] === major && actual[1] === minor;
    default:
      return compare(actual, wanted) === 0;
  }
}
