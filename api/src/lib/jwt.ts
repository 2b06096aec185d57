import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'courier-portal';
const AUDIENCE = 'courier-portal-api';

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
}

export interface AccessTokenSigner {
  readonly ttlSeconds: number;
  sign(claims: AccessTokenClaims): Promise<string>;
  /** The claims of a valid token, or null for anything else (expired, forged, malformed). */
  verify(token: string): Promise<AccessTokenClaims | null>;
}

// A bound on memory: past it the remembered verifications start again empty.
const MAX_VERIFIED = 10_000;

/** Short-lived HS256 access tokens (jose). The session id lets logout and disabling end them at once. */
export function createAccessTokenSigner(secret: string, ttlSeconds: number): AccessTokenSigner {
  const key = new TextEncoder().encode(secret);
  // A token's signature and claims never change, so one checked is remembered until it expires: the HMAC
  // (WebCrypto, asynchronous) cost more than the rest of a cached request's authentication. Only the
  // exact token text hits; whether its session still stands is the session cache's question.
  const verified = new Map<string, AccessTokenClaims & { expiresAt: number }>();
  return {
    ttlSeconds,
    sign: ({ userId, sessionId }) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      // jose's own test of `exp`: refused from that second on.
      const nowSeconds = Math.floor(Date.now() / 1000);
      const known = verified.get(token);
      if (known && known.expiresAt > nowSeconds) return { userId: known.userId, sessionId: known.sessionId };
      if (known) verified.delete(token);
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        const claims = { userId: payload.sub, sessionId: payload.sid };
        if (typeof payload.exp === 'number') {
          if (verified.size >= MAX_VERIFIED) verified.clear();
          verified.set(token, { ...claims, expiresAt: payload.exp });
        }
        return claims;
      } catch {
        return null;
      }
    },
  };
}
