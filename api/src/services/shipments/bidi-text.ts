import bidiFactory from 'bidi-js';

/** A piece of a line in visual order: drawn left to right, each with its own font. */
export interface VisualRun {
  /** Logical text of the run; an Arabic run is shaped (and reversed) by the font engine. */
  text: string;
  arabic: boolean;
  space: boolean;
}

export interface VisualLine {
  runs: VisualRun[];
  /** The paragraph reads right to left (its first strong character is Arabic). */
  rtl: boolean;
}

const bidi = bidiFactory();
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * Splits one line of mixed Arabic and Latin text into runs in visual (left-to-right) order with the
 * Unicode bidirectional algorithm (pdfkit alone lays every word left to right). Each
 * Arabic word stays a logical run so the font's shaping joins its letters; words, numbers and
 * spaces are placed in the order the algorithm gives.
 */
export function visualRuns(text: string): VisualLine {
  const line = text.replace(/[\r\n]+/g, ' ');
  if (!line) return { runs: [], rtl: false };
  const levels = bidi.getEmbeddingLevels(line);
  const order = Array.from({ length: line.length }, (_, i) => i);
  for (const [start, end] of bidi.getReorderSegments(line, levels)) {
    order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse());
  }
  const mirrored = bidi.getMirroredCharactersMap(line, levels.levels);
  const runs: VisualRun[] = [];
  let group: number[] = [];
  const flush = () => {
    if (!group.length) return;
    const sorted = [...group].sort((a, b) => a - b);
    const chars = sorted.map((i) => mirrored.get(i) ?? line[i]).join('');
    runs.push({ text: chars, arabic: ARABIC.test(chars), space: false });
    group = [];
  };
  for (let v = 0; v < order.length; v++) {
    const index = order[v];
    if (/\s/.test(line[index])) {
      flush();
      runs.push({ text: ' ', arabic: false, space: true });
      continue;
    }
    const previous = group[group.length - 1];
    const sameRun =
      previous !== undefined &&
      levels.levels[previous] === levels.levels[index] &&
      Math.abs(previous - index) === 1 &&
      ARABIC.test(line[previous]) === ARABIC.test(line[index]);
    if (!sameRun) flush();
    group.push(index);
  }
  flush();
  return { runs, rtl: (levels.paragraphs[0]?.level ?? 0) % 2 === 1 };
}
