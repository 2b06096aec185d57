import { copyLineWriter } from './copy-text';

describe('a backup row as a COPY text line', () => {
  const line = copyLineWriter(
    ['id', 'name', 'n', 'ok', 'tags', 'data', 'gone'],
    ['text', 'text', 'text', 'text', 'array', 'json', 'text'],
  );

  it('keeps numbers as written, escapes what COPY reads specially, writes null as \\N', () => {
    expect(
      line(
        '{"id":"a1","name":"tab\\there\\nline \\\\ back \\"q\\" مرحبا","n":9007199254740993.50,"ok":true,' +
          '"tags":["x,y","say \\"hi\\"",null,"back\\\\slash"],"data":{"k": [1, "\\t"]},"gone":null}',
      ),
    ).toBe(
      'a1\ttab\\there\\nline \\\\ back "q" مرحبا\t9007199254740993.50\ttrue\t' +
        '{"x,y","say \\\\"hi\\\\"",NULL,"back\\\\\\\\slash"}\t{"k": [1, "\\\\t"]}\t\\N\n',
    );
  });

  it('refuses a row whose columns are not its table’s', () => {
    const two = copyLineWriter(['id', 'name'], ['text', 'text']);
    expect(() => two('{"id":"a","other":"b"}')).toThrow('a row has other where its table has name');
    expect(() => two('{"id":"a"}')).toThrow('a row does not hold exactly the columns of its table');
    expect(() => two('{"id":"a","name":"b","extra":1}')).toThrow('a row does not hold exactly the columns');
    expect(() => two('{"id":"a","name":"b')).toThrow('unterminated string');
  });
});
