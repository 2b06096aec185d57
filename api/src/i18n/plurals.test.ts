import { catalogTexts, translate } from './messages';

/** Counts in the API's messages read as people say them: plural forms, never "problem(s)". */

const COUNTS = [0, 1, 2, 3, 11, 100];

it('words a file refused for its rows by the number of problems, in Arabic and English', () => {
  expect(COUNTS.map((count) => translate('ar', 'csvRowProblems', { count }))).toEqual([
    'لا مشكلات في صفوف الملف',
    'في صفوف الملف مشكلة واحدة: لم يُستورد أي شيء',
    'في صفوف الملف مشكلتان: لم يُستورد أي شيء',
    'في صفوف الملف 3 مشكلات: لم يُستورد أي شيء',
    'في صفوف الملف 11 مشكلةً: لم يُستورد أي شيء',
    'في صفوف الملف 100 مشكلة: لم يُستورد أي شيء',
  ]);
  expect(translate('en', 'csvRowProblems', { count: 1 })).toBe(
    'The file has 1 problem in its rows: nothing was imported',
  );
  expect(translate('en', 'csvRowProblems', { count: 6 })).toBe(
    'The file has 6 problems in its rows: nothing was imported',
  );
});

it('words the limits of a field by the limit', () => {
  expect(COUNTS.map((limit) => translate('ar', 'tooShort', { limit }))).toEqual([
    'يجب ألا يقل هذا الحقل عن 0 حرف',
    'يجب ألا يقل هذا الحقل عن حرف واحد',
    'يجب ألا يقل هذا الحقل عن حرفين',
    'يجب ألا يقل هذا الحقل عن 3 أحرف',
    'يجب ألا يقل هذا الحقل عن 11 حرفًا',
    'يجب ألا يقل هذا الحقل عن 100 حرف',
  ]);
  expect(translate('en', 'tooShort', { limit: 1 })).toBe('This field must have at least 1 character');
  expect(translate('en', 'tooFewItems', { limit: 1 })).toBe('Add at least 1 item');
  expect(translate('en', 'dateRangeTooLong', { days: 1 })).toBe('The period may be at most 1 day');
});

it('writes no count as "(s)" in any message', () => {
  for (const text of catalogTexts()) expect(text).not.toMatch(/\(s\)/);
});
