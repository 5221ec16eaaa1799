import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { NATIVE_LINK_SCHEME } from '../../shared/native-app.ts';

/**
 * Strict headers on every response: the app loads nothing from any other origin (no third-party scripts, fonts or
 * analytics), runs no inline script, cannot be framed, and HSTS is sent only when the public URL is https.
 *
 * Stored pictures and sounds (`/media/*`) are the one exception to `Cross-Origin-Resource-Policy: same-origin`: the
 * native app's web view has its own origin (`https://localhost`, `capacitor://localhost`) and loads them from the
 * server's, which `same-origin`, and `same-site` as well, would block. Their keys are unguessable and they are
 * cached privately, so `cross-origin` gives nothing away.
 */
export function securityHeaders(options: { isHttps: boolean }): MiddlewareHandler {
  const everywhere = strictHeaders(options, 'same-origin');
  const media = strictHeaders(options, 'cross-origin');
  // The native sign-in's one-tap page posts a form whose answer opens the app's link (native-sign-in.ts).
  const nativeSignIn = strictHeaders(options, 'same-origin', [`${NATIVE_LINK_SCHEME}:`]);
  return (c, next) => {
    if (c.req.path.startsWith('/media/')) return media(c, next);
    if (c.req.path.startsWith('/api/native/')) return nativeSignIn(c, next);
    return everywhere(c, next);
  };
}

function strictHeaders(
  options: { isHttps: boolean },
  resourcePolicy: 'same-origin' | 'cross-origin',
  formTargets: string[] = [],
) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // The inlined stylesheet and the dialogs' scroll lock are <style> elements (docs/decisions/009).
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'", ...formTargets],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: options.isHttps ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginResourcePolicy: resourcePolicy,
    crossOriginOpenerPolicy: 'same-origin',
    permissionsPolicy: {
      camera: [],
      geolocation: [],
      microphone: ['self'],
      payment: [],
      usb: [],
    },
  });
}
