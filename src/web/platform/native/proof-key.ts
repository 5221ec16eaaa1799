/**
 * The proof key of a sign-in that finishes in the system browser (RFC 7636, as RFC 8252 asks of native apps): the app
 * keeps a secret verifier and sends only its SHA-256. The code the browser hands back is redeemed with the verifier,
 * so another app that catches the code through the same link scheme cannot use it.
 */
const VERIFIER_KEY = 'signInVerifier';

function base64url(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Makes a new verifier, keeps it (the system may end the app while the parent is in the browser) and returns the
 * challenge to send.
 */
export async function newSignInChallenge(): Promise<string> {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  localStorage.setItem(VERIFIER_KEY, verifier);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** The kept verifier, given out once: a code is redeemed a single time. */
export function takeSignInVerifier(): string | undefined {
  const verifier = localStorage.getItem(VERIFIER_KEY) ?? undefined;
  localStorage.removeItem(VERIFIER_KEY);
  return verifier;
}
