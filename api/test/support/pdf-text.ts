import { inflateSync } from 'node:zlib';

/**
 * The text drawn on a pdfkit PDF's pages: content streams inflated, hex strings of Tj/TJ decoded
 * (built-in fonts use single-byte codes), each text object's pieces joined.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const texts: string[] = [];
  const streamPattern = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamPattern.exec(source))) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(Buffer.from(source.slice(start, end), 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const block of content.split(/\bBT\b/).slice(1)) {
      const body = block.split(/\bET\b/)[0];
      const pieces = [...body.matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => Buffer.from(m[1], 'hex').toString('latin1'));
      texts.push(pieces.join(''));
    }
  }
  return texts.join(' ').replace(/\s+/g, ' ');
}
