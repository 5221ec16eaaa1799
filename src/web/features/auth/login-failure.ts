/**
 * Why the login page was opened after a sign-in step failed, as the key of the message it shows (spec §8), or none.
 * A mailed link (`link=expired`) and Google (`google=failed`) land here with their own flag; Better Auth adds
 * `error=<code>`, and its error page (`/api/auth/error`, routes.ts) forwards only that. A link that would have made an
 * account over the address's daily limit did not expire: the parent is told to try again tomorrow.
 */
export function loginFailureKey(params: URLSearchParams): string | undefined {
  if (params.get('error') === 'signUpLimitReached') return 'errors.signUpLimitReached';
  if (params.get('link') === 'expired') return 'auth.errors.linkExpired';
  if (params.get('google') === 'failed') return 'auth.errors.googleFailed';
  if (params.has('error')) return 'auth.errors.signInUnfinished';
  return undefined;
}
