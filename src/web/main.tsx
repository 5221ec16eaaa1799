import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createI18n } from './app/i18n.ts';
import { preloadScreensFor } from './app/router.tsx';
import { startServiceWorker } from './app/service-worker.ts';
import { isNativePlatform } from './platform/native.ts';
import './styles.css';

// Inside the native wrapper: the API's host, the session token, device preferences and language, deep links.
if (isNativePlatform()) await import('./platform/native/init.ts').then((native) => native.initNativePlatform());

preloadScreensFor(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// The boot splash of index.html is on screen until then, so the first render can be one React is free to pause:
// it works in short slices between which the phone stays responsive, instead of one long task.
const reactRoot = createRoot(root);
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App i18n={createI18n()} />
    </StrictMode>,
  );
});
startServiceWorker();
