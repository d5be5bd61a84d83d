import { errors, jwtVerify, SignJWT } from 'jose';

export const TOKEN_ISSUER = 'kadirio';
export const TOKEN_AUDIENCE = 'kadirio-api';

export interface TokenClaims {
  userId: string;
  sessionId: string;
  tokenVersion: number;
}

export interface TokenSigner {
  sign(claims: TokenClaims, expiresAt: Date): Promise<string>;
  /** The claims of a valid token, or null for anything else (bad signature, expired, malformed…). */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenSigner(secret: string): TokenSigner {
  // Imported once: given the raw bytes, jose imports a WebCrypto key on every call, which was
  // half the cost of verifying a token on each signed-in request.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    sign: async (claims, expiresAt) =>
      new SignJWT({ sid: claims.sessionId, ver: claims.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt()
        .setNotBefore('0s')
        .setExpirationTime(expiresAt)
        .sign(await key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const { sub, sid, ver } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string' || typeof ver !== 'number') return null;
        return { userId: sub, sessionId: sid, tokenVersion: ver };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
