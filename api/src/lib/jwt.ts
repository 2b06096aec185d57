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

/** Short-lived HS256 access tokens (jose). The session id lets logout and disabling end them at once. */
export function createAccessTokenSigner(secret: string, ttlSeconds: number): AccessTokenSigner {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
