import { csvCell, toCsv } from './csv';

// Exports are opened in spreadsheets: a cell that starts like a formula must arrive as text.
describe('csvCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+962791234567', "'+962791234567"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
    ['\rCR', `"'\rCR"`],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
  ])('neutralizes the formula-looking %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['Hala Saleh', 'Hala Saleh'],
    ['رنا جابر', 'رنا جابر'],
    ['a=b', 'a=b'],
    ['', ''],
    ['Amman, Jordan', '"Amman, Jordan"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
  ])('writes the plain text %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('writes numbers and booleans as they are, negative numbers included, and nothing for null', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('toCsv', () => {
  it('starts with a BOM, separates cells by commas and ends every row with CRLF', () => {
    expect(
      toCsv([
        ['name', 'amount'],
        ['=cmd', 3],
        [null, 'a,b'],
      ]),
    ).toBe('\uFEFFname,amount\r\n\'=cmd,3\r\n,"a,b"\r\n');
  });
});
