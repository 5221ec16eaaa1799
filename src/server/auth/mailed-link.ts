import { verifyJWT } from 'better-auth/crypto';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env.ts';
import type { Auth } from './auth.ts';
import { clientAddress } from './client-address.ts';
import { MAILED_LINK_TEXTS, type MailedLinkKind } from './mailed-link-texts.ts';
import { browserPage } from './native-pages.ts';
import { languageOfRequest } from './request-language.ts';

/** Better Auth's endpoints that a mailed link opens, and which sign the browser in (paths under /api/auth). */
export const MAILED_LINK_PATHS: Readonly<Record<MailedLinkKind, string>> = {
  signIn: '/magic-link/verify',
  confirmEmail: '/verify-email',
};

const Link = z.object({
  token: z.string().min(1).max(4096),
  callbackURL: z.string().max(2048).optional(),
  errorCallbackURL: z.string().max(2048).optional(),
  newUserCallbackURL: z.string().max(2048).optional(),
});
type Link = z.infer<typeof Link>;

/** Where a link that is not of the shape the app mails leads: the login page, saying the link did not work. */
const MALFORMED_LINK_TARGET = '/login?link=expired&error=INVALID_TOKEN';

/** An address as the confirm page names it: enough to recognise one's own, not enough to learn someone else's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  const local = email.slice(0, at);
  const shown = Math.min(3, Math.max(1, Math.floor(local.length / 4)));
  return `${local.slice(0, shown)}•••${email.slice(at)}`;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** Whether another site started this request (a link or form on its page); a browser too old to say is judged by Origin. */
const isFromAnotherSite = (c: Context) => {
  const site = c.req.header('sec-fetch-site');
  return site === 'cross-site' || site === 'same-site';
};

/**
 * A mailed sign-in link or confirmation link, opened in a browser, signs in only the browser whose holder confirms it
 * (login CSRF: docs/decisions/021-mailed-links-sign-in-on-confirm.md).
 *
 * - `GET` shows a page of the server's own that names the link's account (masked) and has one button; it sets and
 *   replaces nothing, whoever navigated here. A browser signed in to another account is told that continuing signs that
 *   account out here.
 * - The button posts the link's fields back to the same address. Only that same-origin post (Origin of the web app,
 *   and no other site according to the browser) hands the link to Better Auth, which checks and spends the token,
 *   sets the session (or starts the two-factor step, two-factor-guard.ts) and sends the browser on.
 * - A link whose token is unknown or spent goes to Better Auth, rebuilt from the checked fields: it answers with its
 *   error redirect, and with no valid token there is no session to make. A link not of the mailed shape (a field too
 *   long, no token) never reaches Better Auth: it leads to the login page, which says the link did not work.
 *
 * The native app's mailed link works the same way: the confirm page comes first, then the hand-off's one-tap page
 * (native-sign-in.ts), which takes the session from this browser into the app.
 */
export function mailedLinkRoutes(auth: Auth, options: { publicUrl: string; trustProxy: boolean }) {
  const webOrigin = new URL(options.publicUrl).origin;

  /** The address a link signs in as, or undefined when its token is not (or no longer) valid. */
  const accountOf = async (kind: MailedLinkKind, token: string): Promise<string | undefined> => {
    const context = await auth.$context;
    if (kind === 'confirmEmail') {
      const payload = await verifyJWT(token, context.secret);
      const email = payload?.email;
      return typeof email === 'string' ? email : undefined;
    }
    const noted = await context.internalAdapter.findVerificationValue(`magic-link:${token}`);
    if (!noted || noted.expiresAt <= new Date()) return undefined;
    try {
      const parsed = z.object({ email: z.string() }).safeParse(JSON.parse(noted.value));
      return parsed.success ? parsed.data.email : undefined;
    } catch {
      return undefined;
    }
  };

  const linkFields = (link: Link) =>
    Object.fromEntries(Object.entries(link).filter((entry): entry is [string, string] => entry[1] !== undefined));

  const confirmPage = (c: Context, kind: MailedLinkKind, link: Link, email: string, current: string | undefined) => {
    const language = languageOfRequest(c.req.raw);
    const texts = MAILED_LINK_TEXTS[language];
    const text = texts[kind];
    const values = { email: maskEmail(email), current: current ? maskEmail(current) : '' };
    c.header('Cache-Control', 'no-store');
    return c.html(
      browserPage(language, {
        title: text.title,
        heading: text.title,
        paragraphs: [fill(text.body, values), ...(current ? [fill(texts.otherAccount, values)] : [])],
        note: texts.note,
        form: { action: `/api/auth${MAILED_LINK_PATHS[kind]}`, fields: linkFields(link), button: text.button },
      }),
    );
  };

  /**
   * Hands Better Auth a link made of the checked fields only, never the request as it came: Better Auth reads the
   * query its own way (a repeated field, one too long for the page), so it gets exactly the token that was checked.
   */
  const forward = async (c: Context, kind: MailedLinkKind, link: Link) => {
    const query = new URLSearchParams(linkFields(link));
    const headers = new Headers(c.req.raw.headers);
    for (const name of ['content-type', 'content-length', 'x-client-ip']) headers.delete(name);
    const address = clientAddress(c, options.trustProxy);
    if (address) headers.set('x-client-ip', address);
    const verified = await auth.handler(
      new Request(`${webOrigin}/api/auth${MAILED_LINK_PATHS[kind]}?${query}`, { method: 'GET', headers }),
    );
    const answer = new Headers(verified.headers);
    // A web page never gets the session's bearer token (routes.ts gives it to the native app's origins only).
    answer.delete('set-auth-token');
    return { status: verified.status, headers: answer, body: verified.body };
  };

  const show = (kind: MailedLinkKind) => async (c: Context) => {
    const link = Link.safeParse(c.req.query());
    // Not the shape of a link the app mails (a field too long, the token missing): no page, and Better Auth never
    // sees its token, so a navigation cannot sign in with it. The login page says the link did not work.
    if (!link.success) return c.redirect(`${webOrigin}${MALFORMED_LINK_TARGET}`, 302);
    const email = await accountOf(kind, link.data.token);
    // Better Auth's own answer to a link without a valid token: an error redirect (or 401), never a session.
    if (email === undefined) {
      const { status, headers, body } = await forward(c, kind, link.data);
      return new Response(body, { status, headers });
    }
    const session = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
    const current =
      session && session.user.email.toLowerCase() !== email.toLowerCase() ? session.user.email : undefined;
    return confirmPage(c, kind, link.data, email, current);
  };

  const confirm = (kind: MailedLinkKind) => async (c: Context) => {
    // The app-wide origin check leaves /api/auth to Better Auth, which knows nothing of this form: checked here, and
    // answered as Better Auth answers under /api/auth.
    const origin = c.req.header('origin');
    if (origin !== webOrigin || isFromAnotherSite(c)) {
      const missing = origin === undefined || origin === 'null';
      return c.json(
        missing
          ? { code: 'MISSING_OR_NULL_ORIGIN', message: 'Missing or null Origin' }
          : { code: 'INVALID_ORIGIN', message: 'Invalid origin' },
        403,
      );
    }
    const form = await c.req.parseBody().catch(() => ({}));
    const link = Link.safeParse(form);
    if (!link.success) return c.json({ code: 'INVALID_LINK', message: 'This is not the form of a mailed link.' }, 400);
    const email = await accountOf(kind, link.data.token);
    const session = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
    // The parent confirmed on a page that said continuing signs the other account out here.
    if (session && email !== undefined && session.user.email.toLowerCase() !== email.toLowerCase()) {
      await auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true }).catch(() => undefined);
    }
    const verified = await forward(c, kind, { ...link.data, callbackURL: link.data.callbackURL ?? '/' });
    // After a form post, the browser goes on with a GET.
    const status = verified.status === 302 ? 303 : verified.status;
    return new Response(status === 303 ? null : verified.body, { status, headers: verified.headers });
  };

  const routes = new Hono<AppEnv>();
  for (const kind of ['signIn', 'confirmEmail'] as const) {
    routes.get(MAILED_LINK_PATHS[kind], show(kind)).post(MAILED_LINK_PATHS[kind], confirm(kind));
  }
  return routes;
}
