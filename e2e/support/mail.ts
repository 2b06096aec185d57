// The e-mails the demo API wrote (no SMTP server: one .eml file each under <DATA_DIR>/mail).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

function mailDir(): string {
  const dataDir = process.env.PORTAL_E2E_DATA_DIR;
  if (!dataDir) throw new Error('PORTAL_E2E_DATA_DIR is not set: run the browser suite through its jest config.');
  return path.join(dataDir, 'mail');
}

/** The raw message, with quoted-printable soft line breaks joined so links read whole. */
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

const headerTo = (to: string) => new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi');

/** Every e-mail to `to` written so far, oldest first, unfolded. */
export async function mailsTo(to: string): Promise<string[]> {
  const files = (await readdir(mailDir()).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
  const texts = await Promise.all(
    files.map(async (file) => unfold(await readFile(path.join(mailDir(), file), 'utf8'))),
  );
  return texts.filter((text) => headerTo(to).test(text));
}

/**
 * Waits for the newest e-mail to `to` whose text matches `pattern` (the outbox worker sends every few
 * seconds) and returns the first match.
 */
export async function waitForMail(to: string, pattern: RegExp, timeoutMs = 30_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(mailDir()).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
    for (const file of files.reverse()) {
      const text = unfold(await readFile(path.join(mailDir(), file), 'utf8'));
      if (!headerTo(to).test(text)) continue;
      const match = text.match(pattern);
      if (match) return match;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No e-mail to ${to} matching ${pattern} within ${timeoutMs / 1000} s`);
}
