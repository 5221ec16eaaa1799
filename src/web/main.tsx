import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { FirstScreenRendering } from '../shared/first-screen.ts';
import { isLanguage } from '../shared/languages.ts';
import { App } from './app/app.tsx';
import { createI18n } from './app/i18n.ts';
import { languageDetector } from './app/i18n-plugins.ts';
import { preloadScreensFor } from './app/router.tsx';
import { startServiceWorker } from './app/service-worker.ts';
import { deviceTimeZone } from './platform/device-time-zone.ts';
import { firstScreenRendering } from './platform/first-screen-data.ts';
import { isNativePlatform } from './platform/native.ts';
import './styles.css';

// Inside the native wrapper: the API's host, the session token, device preferences and language, deep links.
if (isNativePlatform()) await import('./platform/native/init.ts').then((native) => native.initNativePlatform());

preloadScreensFor(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

/**
 * The server rendered the first screen into the page (decision 023). The app takes it over as it stands when it
 * would start the same: in the language it was rendered in, with the dates in this device's time zone, with no state
 * of its own for the address. Otherwise (a language chosen on this device that its cookie does not know, a parent
 * abroad, a reload of a screen the app opened with a notice) the app draws its own.
 */
function canTakeOverServedScreen(): Pick<FirstScreenRendering, 'isSplashShown' | 'createLayout'> | undefined {
  const rendering = firstScreenRendering();
  if (!rendering) return undefined;
  const detected = ([languageDetector.detect()].flat() as (string | undefined)[]).find(isLanguage);
  if ((detected ?? 'en') !== rendering.language) return undefined;
  if (rendering.timeZone !== undefined && rendering.timeZone !== deviceTimeZone()) return undefined;
  // A screen may read what the app passed along with the address (react-router keeps it in history.state.usr,
  // where a reload finds it again); the server never sees that.
  if ((window.history.state as { usr?: unknown } | null)?.usr != null) return undefined;
  return {
    isSplashShown: rendering.isSplashShown,
    ...(rendering.createLayout ? { createLayout: rendering.createLayout } : {}),
  };
}

const served = canTakeOverServedScreen();
const app = (
  <StrictMode>
    <App i18n={createI18n()} {...(served ? { served } : {})} />
  </StrictMode>
);
if (served) {
  // The screen is on the page already: React attaches to it, screen by screen as each one's script and the
  // translations arrive, and changes nothing that is drawn.
  hydrateRoot(root, app);
} else {
  // The boot splash of index.html (or a screen the app will not take over) is on screen until then, so the first
  // render can be one React is free to pause: it works in short slices between which the phone stays responsive,
  // instead of one long task.
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}
startServiceWorker();
