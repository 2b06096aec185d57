// Image build step (host): turns the built remotes.json into remotes.json.template, where each
// remote's URL is ${REMOTE_<NAME>_URL}, and remotes.defaults.env with each variable's default
// (the URL the build used, i.e. its path behind the gateway). The route lists stay those of the build.
//   node remotes-template.mjs <built remotes.json> <output dir>
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ENTRY = 'remoteEntry.js';

export function remoteUrlVariable(remoteName) {
  return `${remoteName.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}_URL`;
}

/** @returns {{ template: string, defaults: string }} */
export function remotesTemplate(builtJson) {
  const config = JSON.parse(builtJson);
  const defaults = [];
  const remotes = config.remotes.map((remote) => {
    if (!remote.entry.endsWith(`/${ENTRY}`)) throw new Error(`${remote.name}: entry must end with /${ENTRY}`);
    const variable = remoteUrlVariable(remote.name);
    defaults.push(`${variable}=${remote.entry.slice(0, -ENTRY.length)}`);
    return { ...remote, entry: `\${${variable}}${ENTRY}` };
  });
  return { template: `${JSON.stringify({ ...config, remotes }, null, 2)}\n`, defaults: `${defaults.join('\n')}\n` };
}

if (fileURLToPath(import.meta.url) === resolve(process.argv[1] ?? '')) {
  const [source, outDir] = process.argv.slice(2);
  const { template, defaults } = remotesTemplate(readFileSync(source, 'utf8'));
  writeFileSync(join(outDir, 'remotes.json.template'), template);
  writeFileSync(join(outDir, 'remotes.defaults.env'), defaults);
}
