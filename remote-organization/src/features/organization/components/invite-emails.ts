import { isEmail } from '@portal/shared/domain';

/** The API takes at most this many addresses in one request. */
export const MAX_INVITE_EMAILS = 20;

/**
 * The addresses typed or pasted into the invite form: separated by commas, semicolons, spaces or
 * new lines, each once (compared without case, as the API does).
 */
export function parseEmails(text: string): string[] {
  const seen = new Set<string>();
  const emails: string[] = [];
  for (const part of text.split(/[\s,;]+/)) {
    const email = part.trim();
    if (!email || seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    emails.push(email);
  }
  return emails;
}

export const invalidEmails = (emails: string[]) => emails.filter((email) => !isEmail(email));
