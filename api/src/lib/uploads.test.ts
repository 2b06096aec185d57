import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { multipartFile } from '../../test/support/test-app';
import { AppError } from './errors';
import { readUploadedFile } from './uploads';

// A bare Fastify app with the multipart plugin and one route that reads the upload, as the import and
// logo routes do; each outcome is answered as the caller would see it (status, code, message key, field).
const MAX_BYTES = 10;

async function uploadApp(options: { multipartLimit: number; tooLarge?: () => AppError }): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(multipart, { limits: { fileSize: options.multipartLimit, files: 1, fields: 5 } });
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

  it('passes on a failure to read the file that is not its size', async () => {
    const { payload, headers } = multipartFile('0123');
    // The form is cut off inside the file: the stream ends with an error of its own, not a 413.
    const response = await app.inject({ method: 'POST', url: '/upload', payload: payload.subarray(0, -30), headers });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ unexpected: expect.any(String) });
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
