import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, Readiness, ShipmentStatus } from '@portal/shared/domain';
import { type Static, type TProperties, type TSchema, Type } from '@sinclair/typebox';
import { INT4_MAX, MAX_PAGE } from './accepted-input';

/**
 * Schema building blocks. Every object schema rejects unknown fields (`additionalProperties:
 * false`, and Ajv is set to fail rather than strip), so no request can mass-assign a column.
 */
export const StrictObject = <T extends TProperties>(
  properties: T,
  options: { description?: string; title?: string } = {},
) => Type.Object(properties, { additionalProperties: false, ...options });

export const Nullable = <T extends TSchema>(schema: T, options: { description?: string } = {}) =>
  Type.Union([schema, Type.Null()], options);

export const Uuid = Type.String({ format: 'uuid', maxLength: 36 });
export const Email = Type.String({ format: 'email', minLength: 1, maxLength: 254 });
/** The password rule (format 'strong-password', registered on Ajv from @portal/shared/domain). */
export const StrongPassword = Type.String({ format: 'strong-password', minLength: 1, maxLength: 200 });
export const PhoneNumber = Type.String({ format: 'phone', maxLength: 32 });
// Bounded for the OpenAPI contract (lint:api): the longest RFC 3339 form with nanoseconds and an offset is 35.
export const DateTime = Type.String({ format: 'date-time', maxLength: 40 });
/**
 * A calendar day, YYYY-MM-DD. Bounded as loosely as a date-time: Ajv checks the length before the
 * format, so a length of 10 would answer a date-time sent for a day with "at most 10 characters"
 * instead of "This date is not valid".
 */
export const IsoDate = (options: { description?: string; 'x-required'?: boolean } = {}) =>
  Type.String({ format: 'date', maxLength: 40, ...options });
/**
 * An integer code with a name and a meaning per value, as generators read them (`x-enum-varnames`,
 * `x-enum-descriptions`): the statuses are numbers on the wire and words in the document.
 */
export const NamedInteger = (values: Record<string, number>, meanings: Record<number, string>, description: string) =>
  Type.Unsafe<number>({
    type: 'integer',
    enum: Object.values(values),
    'x-enum-varnames': Object.keys(values),
    'x-enum-descriptions': Object.values(values).map((value) => meanings[value]),
    description: `${description}: ${Object.entries(values)
      .map(([name, value]) => `${value} ${name} (${meanings[value]})`)
      .join(', ')}`,
  });

/** A processed shipment's status (docs/architecture.md#shipment-statuses-and-transitions). */
export const ShipmentStatusSchema = NamedInteger(
  ShipmentStatus,
  {
    1: 'booked, waiting for the courier to pick it up',
    2: 'picked up by the courier',
    3: 'on its way to the recipient (out for delivery)',
    4: 'delivered: final',
    5: 'cancelled before pick-up: final, no label, no dates',
    6: 'returned to the sender: final',
  },
  'The status',
);

/** Whether a shipment is still a draft (editable, no status) or processed. */
export const ReadinessSchema = NamedInteger(
  Readiness,
  { 1: 'processed: has a tracking number and a status', 2: 'a draft: editable, no status, not booked' },
  'Readiness',
);

/** The version a caller read (optimistic locking): a stale one gets 409. */
export const VersionNumber = (options: { description?: string } = {}) =>
  Type.Integer({ minimum: 1, maximum: INT4_MAX, ...options });
export const LocaleSchema = Type.Union([Type.Literal('en'), Type.Literal('ar')]);
export const NonEmptyText = (maxLength = 200) => Type.String({ minLength: 1, maxLength });

/**
 * A row of the reference data as the portal shows it: id and name in both languages. A fresh object
 * per use, inlined rather than a $ref: fast-json-stringify cannot resolve a shared ref inside a nullable union.
 */
export const NamedRefSchema = () => Type.Object({ id: Uuid, name: Type.String(), nameAr: Type.String() });
export type NamedRef = Static<ReturnType<typeof NamedRefSchema>>;

/** Optional coordinates a user may send with a place (a fresh object per use). */
/** The city a courier named by id with a tracking event: both names, the reader's language picks one. */
export const EventCitySchema = Nullable(
  Type.Object({ id: Uuid, name: Type.String(), nameAr: Type.String() }, { description: 'Null when sent as free text' }),
);

export const CoordinateFields = () => ({
  latitude: Type.Optional(Nullable(Type.Number({ minimum: -90, maximum: 90 }))),
  longitude: Type.Optional(Nullable(Type.Number({ minimum: -180, maximum: 180 }))),
});

export const IdParams = StrictObject({ id: Uuid });
export type IdParams = Static<typeof IdParams>;

/** The list query (docs/architecture.md#api-conventions): page, pageSize (at most 100), sort=field or -field, q. */
export const PageQuery = <T extends TProperties>(filters: T = {} as T) =>
  StrictObject({
    page: Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
    sort: Type.Optional(Type.String({ pattern: '^-?[A-Za-z][A-Za-z0-9]*$', maxLength: 64 })),
    q: Type.Optional(Type.String({ maxLength: 200 })),
    ...filters,
  });

export const PageOf = <T extends TSchema>(item: T) =>
  Type.Object({ items: Type.Array(item), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() });

export const MessageResponse = Type.Object({ message: Type.String() });

export const ApiErrorSchema = Type.Object(
  {
    message: Type.String(),
    code: Type.Union(
      [
        'VALIDATION_FAILED',
        'UNAUTHENTICATED',
        'FORBIDDEN',
        'NOT_FOUND',
        'CONFLICT',
        'PAYLOAD_TOO_LARGE',
        'IDEMPOTENCY_MISMATCH',
        'RATE_LIMITED',
        'INTERNAL',
      ].map((code) => Type.Literal(code)),
    ),
    details: Type.Optional(
      Type.Array(
        Type.Object({
          field: Type.Optional(Type.String()),
          row: Type.Optional(Type.Integer()),
          column: Type.Optional(Type.String()),
          message: Type.String(),
        }),
      ),
    ),
  },
  { $id: 'ApiError', title: 'ApiError' },
);

const ErrorRef = Type.Ref('ApiError');

/** A route's responses plus the error shape for every 4xx/5xx. */
export function withErrors<T extends Record<number, TSchema>>(responses: T) {
  return { ...responses, '4xx': ErrorRef, '5xx': ErrorRef };
}

/** How many items wait for someone's action (a nav item's badge). */
export const WaitingCount = Type.Object(
  { count: Type.Integer({ minimum: 0, description: 'How many wait', examples: [3] }) },
  { title: 'WaitingCount' },
);

export type { Static };

declare module 'fastify' {
  interface FastifySchema {
    /** An upload's multipart field, for the document (the handler reads the file itself): openapi/document.ts. */
    'x-upload'?: { field: string; maxBytes: number; description: string };
  }
}

/** The language a person's messages are written in (null where accepted: the sender's). */
export const Language = Type.Union([Type.Literal('en'), Type.Literal('ar')], {
  description: 'en or ar: the language messages to this person are written in',
});
