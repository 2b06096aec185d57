import type { FastifyRequest } from 'fastify';
import { isAcceptedText } from './accepted-input';
import { AppError, fieldError } from './errors';

/**
 * The one file of a multipart request, read whole: 400 naming `field` when it is missing or its name has
 * characters the API does not accept, and
 * `tooLarge()` (413 by default) past `maxBytes`, whether the multipart limit or this check stops it.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  tooLarge: () => AppError = () => new AppError('PAYLOAD_TOO_LARGE', 'payloadTooLarge'),
): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw fieldError(field, 'fileRequired');
  const file = await request.file();
  if (!file || file.fieldname !== field) throw fieldError(field, 'fileRequired');
  // The file's name is stored (an import's) like any text of a request (docs/architecture.md#accepted-input).
  if (!isAcceptedText(file.filename)) throw fieldError(field, 'textCharacters');
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (bytes.length > maxBytes) throw tooLarge();
  return { bytes, fileName: file.filename };
}
