// Types of boot-shell.js (CommonJS, read by webpack.config.js) for the host's tests.
declare const bootShell: {
  head: string;
  monolithHead: string;
  body: string;
  startAfterPaint(files: string[]): string;
  COOKIE_PREFIX: string;
  TOKENS_KEY: string;
  EARLY_REMOTES_JSON: string;
  EARLY_NAV_FILES: string;
};
export = bootShell;
