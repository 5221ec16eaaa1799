import { secureHeaders } from 'hono/secure-headers';

/**
 * Strict headers on every response: the app loads nothing from any other origin (no third-party scripts, fonts or
 * analytics), runs no inline script, cannot be framed, and HSTS is sent only when the public URL is https.
 */
export function securityHeaders(options: { isHttps: boolean }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Dialogs add a small <style> element to stop the page scrolling behind them; styles cannot run code.
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
    crossOriginResourcePolicy: 'same-origin',
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
