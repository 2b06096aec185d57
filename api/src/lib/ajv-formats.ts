import { isEmail, isStrongPassword } from '@portal/shared/domain';
import { isPhoneNumber } from '@portal/shared/domain/phone';
import { isAcceptedDate, isAcceptedDateTime } from './accepted-input';

interface AjvLike {
  addFormat(name: string, format: { type: 'string'; validate: (value: string) => boolean }): unknown;
  addKeyword(keyword: string): unknown;
}

/**
 * Formats with the portal's own rules, so the API and the forms agree (email, password, phone), and dates
 * the database can hold (docs/architecture.md#accepted-input). Added after ajv-formats (Fastify's `onCreate`),
 * so these replace its `date` and `date-time`.
 */
export function addPortalFormats<T extends AjvLike>(ajv: T): T {
  ajv.addFormat('email', { type: 'string', validate: isEmail });
  ajv.addFormat('strong-password', { type: 'string', validate: isStrongPassword });
  ajv.addFormat('phone', { type: 'string', validate: isPhoneNumber });
  ajv.addFormat('date', { type: 'string', validate: (value) => isAcceptedDate(value) });
  ajv.addFormat('date-time', { type: 'string', validate: (value) => isAcceptedDateTime(value) });
  // For the document only: a value the handler requires with its own message (openapi/document.ts).
  ajv.addKeyword('x-required');
  ajv.addKeyword('x-enum-varnames');
  ajv.addKeyword('x-enum-descriptions');
  return ajv;
}
