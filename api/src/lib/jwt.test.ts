import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { createAccessTokenSigner } from './jwt';

// The real jose, watched: a token checked once is remembered instead of checked again.
jest.mock('jose', () => {
  const actual = jest.requireActual('jose');
  return { ...actual, jwtVerify: jest.fn(actual.jwtVerify) };
});

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const claims = { userId: '6f1d2c1e-0000-4000-8000-000000000001', sessionId: '6f1d2c1e-0000-4000-8000-000000000002' };

describe('access tokens', () => {
  afterEach(() => jest.useRealTimers());

  it('refuses a token once it expires, also after it was accepted (verifications are remembered)', async () => {
    jest.useFakeTimers({ now: new Date('2026-06-01T09:00:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
    const signer = createAccessTokenSigner(SECRET, 60);
    const token = await signer.sign(claims);
    expect(await signer.verify(token)).toEqual(claims);
    jest.setSystemTime(new Date('2026-06-01T09:00:59Z'));
    expect(await signer.verify(token)).toEqual(claims);
    jest.setSystemTime(new Date('2026-06-01T09:01:00Z'));
    expect(await signer.verify(token)).toBeNull();
  });

  it('refuses a token whose signature or claims were changed after the genuine one was accepted', async () => {
    const signer = createAccessTokenSigner(SECRET, 60);
    const token = await signer.sign(claims);
    expect(await signer.verify(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`;
    expect(await signer.verify(`${header}.${payload}.${flipped}`)).toBeNull();
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'someone-else' }),
    ).toString('base64url');
    expect(await signer.verify(`${header}.${forged}.${signature}`)).toBeNull();
    // Signed with another secret: refused by this signer.
    expect(await signer.verify(await createAccessTokenSigner(`${SECRET}-other`, 60).sign(claims))).toBeNull();
  });
});

describe('access token contents', () => {
  const key = new TextEncoder().encode(SECRET);
  const signed = (payload: Record<string, unknown>, withExpiry = true) => {
    const jwt = new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('courier-portal')
      .setAudience('courier-portal-api')
      .setIssuedAt();
    return (withExpiry ? jwt.setExpirationTime('60s') : jwt).sign(key);
  };
  beforeEach(() => jest.mocked(jwtVerify).mockClear());

  it('signs an HS256 JWT naming the user and the session', async () => {
    const token = await createAccessTokenSigner(SECRET, 60).sign(claims);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
  });

  it('refuses a genuine token without a user or a session', async () => {
    const signer = createAccessTokenSigner(SECRET, 60);
    expect(await signer.verify(await signed({ sid: claims.sessionId }))).toBeNull();
    expect(await signer.verify(await signed({ sub: claims.userId }))).toBeNull();
    expect(await signer.verify(await signed({ sub: claims.userId, sid: 7 }))).toBeNull();
  });

  it('checks a token once while it is valid, and a token without an expiry every time', async () => {
    const signer = createAccessTokenSigner(SECRET, 60);
    const token = await signer.sign(claims);
    expect(await signer.verify(token)).toEqual(claims);
    expect(await signer.verify(token)).toEqual(claims);
    expect(jwtVerify).toHaveBeenCalledTimes(1);

    jest.mocked(jwtVerify).mockClear();
    const forever = await signed({ sub: claims.userId, sid: claims.sessionId }, false);
    expect(await signer.verify(forever)).toEqual(claims);
    expect(await signer.verify(forever)).toEqual(claims);
    expect(jwtVerify).toHaveBeenCalledTimes(2);
  });
});
