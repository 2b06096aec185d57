// Two parts of the webpack bundler runtime the host leaves out of the one it hands to remotes (see
// index.js): `remotes`, for a remote that consumes other remotes, and `installInitialConsumes`, for
// a remote with eager shared modules. No remote of the portal is built either way (their entries call
// `init`, `I`, `consumes` and `initContainerEntry`); one that was would fail to load with this error,
// shown as its unavailable section.
const unserved = (what) => () => {
  throw new Error(`The portal's federation runtime does not serve ${what}`);
};

export const remotes = unserved("a remote's own remotes");
export const installInitialConsumes = unserved('eager shared modules');
