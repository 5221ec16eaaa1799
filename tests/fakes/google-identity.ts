import { generateKeyPairSync, sign } from 'node:crypto';

const JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const TOKEN_URL = 'https://oauth2.googleapis.com/token';
const KEY_ID = 'test-key';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Google's side of a sign-in, at its HTTP boundary: a signing key whose public half `www.googleapis.com` serves, and
 * a token endpoint that trades any code for an id token of the email it was told to answer with.
 */
export function fakeGoogleIdentity(clientId: string) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  let nextEmail = 'nobody@example.org';

  /** An id token Google would sign for this address and this app. */
  const idToken = (email: string) => {
    const now = Math.floor(Date.now() / 1000);
    const header = base64url({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' });
    const payload = base64url({
      iss: 'https://accounts.google.com',
      aud: clientId,
      sub: `google-${email}`,
      email,
      email_verified: true,
      name: email,
      iat: now,
      exp: now + 600,
    });
    const signature = sign('sha256', Buffer.from(`${header}.${payload}`), privateKey).toString('base64url');
    return `${header}.${payload}.${signature}`;
  };

  /** Wraps `fetch`: Google's two addresses are answered here, everything else goes to the real one. */
  const fetchWith =
    (real: typeof fetch): typeof fetch =>
    async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.startsWith(JWKS_URL)) return Response.json({ keys: [jwk] });
      if (url.startsWith(TOKEN_URL)) {
        return Response.json({
          access_token: 'google-access-token',
          id_token: idToken(nextEmail),
          expires_in: 3600,
          token_type: 'Bearer',
          scope: 'openid email profile',
        });
      }
      return real(input, init);
    };

  return {
    idToken,
    fetchWith,
    /** The account the next code is traded for. */
    answerAs: (email: string) => {
      nextEmail = email;
    },
  };
}
