import { visualRuns } from './bidi-text';

const visual = (text: string) => visualRuns(text).runs.map((run) => run.text);

describe('visualRuns (label text in visual order)', () => {
  it('lays an Arabic line right to left, word by word, with numbers kept left to right', () => {
    expect(visualRuns('شارع الملك عبدالله 33')).toEqual({
      rtl: true,
      runs: [
        { text: '33', arabic: false, space: false },
        { text: ' ', arabic: false, space: true },
        { text: 'عبدالله', arabic: true, space: false },
        { text: ' ', arabic: false, space: true },
        { text: 'الملك', arabic: true, space: false },
        { text: ' ', arabic: false, space: true },
        { text: 'شارع', arabic: true, space: false },
      ],
    });
  });

  it('keeps each Arabic word in logical order, so the font shapes its letters', () => {
    expect(visual('خالد عودة')).toEqual(['عودة', ' ', 'خالد']);
  });

  it('leaves a Latin line as it is, with an Arabic name at its end', () => {
    expect(visualRuns('Zarqa / الزرقاء')).toMatchObject({ rtl: false });
    expect(visual('Zarqa / الزرقاء')).toEqual(['Zarqa', ' ', '/', ' ', 'الزرقاء']);
  });

  it('mirrors brackets inside right-to-left text', () => {
    expect(visual('مكتبة الجامعة (فرع 2)')).toEqual(['(', '2', ' ', 'فرع', ')', ' ', 'الجامعة', ' ', 'مكتبة']);
  });
});
