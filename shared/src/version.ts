import packageJson from '../package.json';

/** The running @portal/shared version; remotes declare the range they need in `requiresShared`. */
export const SHARED_VERSION: string = packageJson.version;
