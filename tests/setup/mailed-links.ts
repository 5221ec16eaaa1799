import type { Hono } from 'hono';
import { expect } from 'vitest';
import { fromAddress } from './test-users.ts';

type RequestingApp = Pick<Hono, 'request'>;

const unescapeHtml = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** The confirm page's form: where its button posts, and its hidden fields. */
export function confirmForm(html: string): { action: string; fields: Record<string, string> } | undefined {
  const action = /<form method="post" action="([^"]*)">/.exec(html)?.[1];
  if (action === undefined) return undefined;
  const fields: Record<string, string> = {};
  for (const [, name = '', value = ''] of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[unescapeHtml(name)] = unescapeHtml(value);
  }
  return { action: unescapeHtml(action), fields };
}

/**
 * Opens a mailed sign-in or confirmation link in a browser holding `cookie`, and presses the button of the page it
 * shows (a same-origin form post). Returns the page and the answer to the button.
 */
export async function confirmMailedLink(
  app: RequestingApp,
  link: string,
  options: { origin: string; cookie?: string; address?: string; headers?: Record<string, string> },
) {
  const url = new URL(link, options.origin);
  const address = fromAddress(options.address ?? '10.60.0.1');
  const cookie: Record<string, string> = options.cookie ? { cookie: options.cookie } : {};
  const page = await app.request(
    `${url.pathname}${url.search}`,
    { headers: { ...cookie, ...options.headers } },
    address,
  );
  const html = page.status === 200 ? await page.text() : '';
  const form = confirmForm(html);
  if (!form) return { page, html, answer: page };
  const answer = await app.request(
    form.action,
    {
      method: 'POST',
      headers: {
        ...cookie,
        origin: options.origin,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(form.fields).toString(),
    },
    address,
  );
  return { page, html, answer };
}

/**
 * Asks for a sign-in link to `email` (as anyone can, for their own address) from `address`, and returns the link the
 * real SMTP server received.
 */
export async function askSignInLink(
  test: {
    app: RequestingApp;
    auth: { mailSent(): Promise<unknown> };
    mailbox: { lastTo(to: string): { link?: string | undefined } | undefined };
    origin: string;
  },
  email: string,
  address: string,
): Promise<string | undefined> {
  const asked = await test.app.request(
    '/api/auth/sign-in/magic-link',
    {
      method: 'POST',
      headers: { origin: test.origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email, callbackURL: '/' }),
    },
    fromAddress(address),
  );
  expect(asked.status).toBe(200);
  await test.auth.mailSent();
  return test.mailbox.lastTo(email)?.link;
}
