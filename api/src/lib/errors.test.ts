import { AppError, fieldError, isForeignKeyViolation, isUniqueViolation, pgErrorCode, rateLimited } from './errors';

describe('rateLimited', () => {
  it.each([
    [0.2, 'rateLimitedSeconds', { seconds: 1 }, '1'],
    [1, 'rateLimitedSeconds', { seconds: 1 }, '1'],
    [59.1, 'rateLimitedSeconds', { seconds: 60 }, '60'],
    [119, 'rateLimitedSeconds', { seconds: 119 }, '119'],
    [120, 'rateLimited', { minutes: 2 }, '120'],
    [121, 'rateLimited', { minutes: 3 }, '121'],
    [900, 'rateLimited', { minutes: 15 }, '900'],
  ])('after %s s: 429 %s %j with Retry-After %s', (seconds, messageKey, params, retryAfter) => {
    const error = rateLimited(seconds);
    expect(error).toBeInstanceOf(AppError);
    expect(error.statusCode).toBe(429);
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.messageKey).toBe(messageKey);
    expect(error.options).toEqual({ params, headers: { 'retry-after': retryAfter } });
  });
});

describe('fieldError', () => {
  it('is a 400 naming the field, its message and parameters', () => {
    const error = fieldError('weight', 'invalidValue', { max: 3 });
    expect(error.statusCode).toBe(400);
    expect(error.name).toBe('AppError');
    expect(error.message).toBe('validationFailed');
    expect(error.options.details).toEqual([{ field: 'weight', messageKey: 'invalidValue', params: { max: 3 } }]);
  });
});

describe('PostgreSQL error codes', () => {
  it('finds the code on the error or up to three causes deep (drizzle wraps the driver error)', () => {
    expect(pgErrorCode({ code: '23505' })).toBe('23505');
    expect(pgErrorCode({ cause: { cause: { cause: { code: '23503' } } } })).toBe('23503');
    expect(pgErrorCode({ cause: { cause: { cause: { cause: { code: '23503' } } } } })).toBeUndefined();
  });

  it('ignores codes that are not SQLSTATEs (Node system errors) and keeps looking in the cause', () => {
    expect(pgErrorCode({ code: 'ECONNREFUSED' })).toBeUndefined();
    expect(pgErrorCode({ code: '2350' })).toBeUndefined();
    expect(pgErrorCode({ code: '23505x' })).toBeUndefined();
    expect(pgErrorCode({ code: 23505 })).toBeUndefined();
    expect(pgErrorCode({ code: 'ECONNRESET', cause: { code: '40P01' } })).toBe('40P01');
    expect(pgErrorCode(null)).toBeUndefined();
    expect(pgErrorCode('23505')).toBeUndefined();
  });

  it('tells a unique violation from a foreign key violation', () => {
    expect(isUniqueViolation({ cause: { code: '23505' } })).toBe(true);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isForeignKeyViolation({ cause: { code: '23503' } })).toBe(true);
    expect(isForeignKeyViolation({ code: '23505' })).toBe(false);
  });
});
