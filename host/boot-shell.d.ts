// Types of boot-shell.js (CommonJS, read by webpack.config.js) for the host's tests.
declare const bootShell: {
  head: string;
  /** The federated host's head, with the URLs of its own files its build found. */
  headWith(early: {
    sharedVersion: string;
    federation: string[];
    signedIn: string[];
    locales: { en: string[]; ar: string[] };
    shared: Record<string, string[]>;
  }): string;
  monolithHead: string;
  body: string;
  startAfterPaint(files: string[]): string;
  COOKIE_PREFIX: string;
  TOKENS_KEY: string;
  EARLY_REMOTES_JSON: string;
  EARLY_NAV_FILES: string;
  EARLY_REQUESTS: string;
};
export = bootShell;
