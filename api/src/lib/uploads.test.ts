import multipart from '@fastify/multipart';
import { Parser } from 'csv-parse';
import Fastify, { type FastifyInstance } from 'fastify';
import { multipartFile } from '../../test/support/test-app';
import { AppError } from './errors';
import { CSV_MAX_COLUMNS, CSV_MAX_RECORD_BYTES, readCsvRecords, readUploadedFile, uploadLimits } from './uploads';

// A bare Fastify app with the multipart plugin and one route that reads the upload, as the import and
// logo routes do; each outcome is answered as the caller would see it (status, code, message key, field).
const MAX_BYTES = 10;

async function uploadApp(options: { multipartLimit: number; tooLarge?: () => AppError }): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(multipart, { limits: { ...uploadLimits(MAX_BYTES), fileSize: options.multipartLimit } });
  app.post('/upload', async (request, reply) => {
    try {
      const { bytes, fileName } = await readUploadedFile(request, 'file', MAX_BYTES, options.tooLarge);
      return { text: bytes.toString('utf8'), fileName };
    } catch (error) {
      if (!(error instanceof AppError)) return reply.status(500).send({ unexpected: (error as Error).message });
      return reply.status(error.statusCode).send({
        code: error.code,
        messageKey: error.messageKey,
        details: error.options.details ?? [],
      });
    }
  });
  await app.ready();
  return app;
}

const apps: FastifyInstance[] = [];
async function started(options: Parameters<typeof uploadApp>[0]) {
  const app = await uploadApp(options);
  apps.push(app);
  return app;
}
afterAll(() => Promise.all(apps.map((app) => app.close())));

const upload = (app: FastifyInstance, body: ReturnType<typeof multipartFile>) =>
  app.inject({ method: 'POST', url: '/upload', ...body });

const fieldFailure = (messageKey: string) => ({
  code: 'VALIDATION_FAILED',
  messageKey: 'validationFailed',
  details: [{ field: 'file', messageKey }],
});

describe('reading the one uploaded file', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // The multipart limit lets more through than the route takes: the route's own check decides.
    app = await started({ multipartLimit: 1000 });
  });

  it("returns the file's bytes and name, up to the size the route takes", async () => {
    const response = await upload(app, multipartFile('0123456789', { fileName: 'rates.csv' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ text: '0123456789', fileName: 'rates.csv' });
  });

  it('refuses one byte more with 413', async () => {
    const response = await upload(app, multipartFile('0123456789X'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', messageKey: 'payloadTooLarge', details: [] });
  });

  it('names the field when the request is no multipart form', async () => {
    const response = await app.inject({ method: 'POST', url: '/upload', payload: { file: 'text' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(fieldFailure('fileRequired'));
  });

  it('names the field when the file comes under another name', async () => {
    const response = await upload(app, multipartFile('data', { field: 'other' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(fieldFailure('fileRequired'));
  });

  it('names the field when the form holds no file at all', async () => {
    const boundary = '----portal-test-boundary';
    const response = await app.inject({
      method: 'POST',
      url: '/upload',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(fieldFailure('fileRequired'));
  });

  it('refuses a file name with a control character', async () => {
    const response = await upload(app, multipartFile('data', { fileName: 'rates\u007f.csv' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(fieldFailure('textCharacters'));
  });

  it('names the field when the form is cut off', async () => {
    const { payload, headers } = multipartFile('0123');
    // Cut inside the file, or after it but before the form's closing boundary.
    for (const end of [payload.length - 30, payload.length - 10]) {
      const response = await app.inject({ method: 'POST', url: '/upload', payload: payload.subarray(0, end), headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(fieldFailure('uploadIncomplete'));
    }
    // Cut before the file's part headers end: the plugin reports no file at all (it takes that end of
    // the form for a complete one), so nothing tells it from a form without a file.
    for (const end of [60, 20]) {
      const response = await app.inject({ method: 'POST', url: '/upload', payload: payload.subarray(0, end), headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(fieldFailure('fileRequired'));
    }
  });

  it('names the field and the limit when more text fields than the limit come before the file', async () => {
    const fields = (count: number) => Array.from({ length: count }, (_, i) => [`note${i}`, 'x'] as [string, string]);
    expect((await upload(app, multipartFile('data', { fieldsBefore: fields(5) }))).json()).toEqual({
      text: 'data',
      fileName: 'file.csv',
    });
    // Six are counted here; from seven the plugin's own limit stops the form: the same answer.
    for (const count of [6, 7, 50]) {
      const response = await upload(app, multipartFile('data', { fieldsBefore: fields(count) }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        messageKey: 'validationFailed',
        details: [{ field: 'file', messageKey: 'uploadTooManyFields', params: { limit: 5 } }],
      });
    }
  });
});

describe('reading the records of an uploaded CSV file', () => {
  const read = (text: string, options: Parameters<typeof readCsvRecords>[1] = {}) =>
    readCsvRecords(Buffer.from(text), options);
  const columns = (count: number) => Array.from({ length: count }, (_, i) => `c${i}`).join(',');

  it('returns every record, blank ones skipped when asked', async () => {
    expect(await read('\uFEFFa,b\r\n"x, y",z\r\n\r\n,\r\n1,2')).toEqual({
      ok: true,
      records: [
        ['a', 'b'],
        ['x, y', 'z'],
        ['', ''],
        ['1', '2'],
      ],
    });
    expect(await read('a,b\n\n , \n1,2', { skipBlankRecords: true })).toEqual({
      ok: true,
      records: [
        ['a', 'b'],
        ['1', '2'],
      ],
    });
  });

  it(`takes a header of ${CSV_MAX_COLUMNS} columns and refuses one more, before reading on`, async () => {
    expect(await read(`${columns(CSV_MAX_COLUMNS)}\n1`)).toMatchObject({ ok: true });
    // A quote left open after the header: a parser that read on would call the file no CSV.
    expect(await read(`${columns(CSV_MAX_COLUMNS + 1)}\n"open`)).toEqual({
      ok: false,
      problem: { kind: 'tooManyColumns', row: 1 },
    });
    // The header is the first record with a cell, as the rows are counted.
    expect(await read(`\n , \n${columns(CSV_MAX_COLUMNS + 1)}`, { skipBlankRecords: true })).toEqual({
      ok: false,
      problem: { kind: 'tooManyColumns', row: 1 },
    });
  });

  it('refuses a later row of more columns than a header may have, naming its row', async () => {
    expect(await read(`a,b\n1,2\n${columns(CSV_MAX_COLUMNS + 1)}\n"open`)).toEqual({
      ok: false,
      problem: { kind: 'tooManyColumns', row: 3 },
    });
  });

  it(`takes a record of ${CSV_MAX_RECORD_BYTES} bytes, its line break included, and refuses one byte more`, async () => {
    const record = (bytes: number) => `a,${'é'.repeat((bytes - 3) / 2)}${bytes % 2 ? '' : 'b'}\n`;
    expect(Buffer.byteLength(record(CSV_MAX_RECORD_BYTES))).toBe(CSV_MAX_RECORD_BYTES);
    expect(await read(`h\n${record(CSV_MAX_RECORD_BYTES)}x`)).toMatchObject({ ok: true });
    expect(await read(`h\n${record(CSV_MAX_RECORD_BYTES + 1)}"open`)).toEqual({
      ok: false,
      problem: { kind: 'recordTooLarge', row: 2 },
    });
  });

  it('stops a record over the limit while it is read, however it is made', async () => {
    const size = 5 * 1024 * 1024;
    for (const text of [
      `h\n${','.repeat(size)}`, // empty cells: the parser's own limit counts no delimiter
      `h\n"${'q'.repeat(size)}"`, // one quoted cell
      `h\n${'é'.repeat(size / 2)}`, // two bytes a character
    ]) {
      const written = jest.spyOn(Parser.prototype, 'write');
      try {
        expect(await read(text)).toEqual({ ok: false, problem: { kind: 'recordTooLarge', row: 2 } });
        // Not the 5 MB: the parser is handed the file up to just past the limit, then no more.
        const bytesGiven = written.mock.calls.reduce((sum, [chunk]) => sum + (chunk as Buffer).length, 0);
        expect(bytesGiven).toBeLessThanOrEqual(CSV_MAX_RECORD_BYTES + 32 * 1024);
      } finally {
        written.mockRestore();
      }
    }
  });

  it('names the row where a file stops being CSV', async () => {
    expect(await read('a,b\n1,2\n"open')).toEqual({ ok: false, problem: { kind: 'notCsv', row: 3 } });
  });

  it('lets other requests in while a large file is read', async () => {
    const text = Array.from({ length: 5_000 }, (_, i) => `row ${i},${'x'.repeat(200)}`).join('\n');
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    try {
      const result = await read(text);
      expect(result).toMatchObject({ ok: true });
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThan(2);
  });
});

describe('a file past the multipart limit', () => {
  it('is refused with 413 when the multipart limit stops it', async () => {
    const app = await started({ multipartLimit: MAX_BYTES + 1 });
    const response = await upload(app, multipartFile('x'.repeat(50)));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', messageKey: 'payloadTooLarge' });
  });

  it("is answered with the route's own error, whichever check stops it", async () => {
    const tooLarge = () =>
      new AppError('PAYLOAD_TOO_LARGE', 'logoTooLarge', { details: [{ field: 'logo', messageKey: 'logoTooLarge' }] });
    const app = await started({ multipartLimit: MAX_BYTES + 5, tooLarge });
    for (const size of [MAX_BYTES + 1, 50]) {
      const response = await upload(app, multipartFile('x'.repeat(size)));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        messageKey: 'logoTooLarge',
        details: [{ field: 'logo', messageKey: 'logoTooLarge' }],
      });
    }
  });
});
