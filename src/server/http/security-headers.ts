import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

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
  return (c, next) => (c.req.path.startsWith('/media/') ? media(c, next) : everywhere(c, next));
}

function strictHeaders(options: { isHttps: boolean }, resourcePolicy: 'same-origin' | 'cross-origin') {
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
      formAction: ["'self'"],
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
