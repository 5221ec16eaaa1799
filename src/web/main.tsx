import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createI18n } from './app/i18n.ts';
import { startServiceWorker } from './app/service-worker.ts';
import { setApiBase } from './platform/http.ts';
import { isNativePlatform } from './platform/native.ts';
import './styles.css';

// Inside the native wrapper the app is served from the device, so API calls go to the real server.
if (isNativePlatform()) setApiBase(import.meta.env.VITE_NATIVE_API_URL ?? '');

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <App i18n={createI18n()} />
  </StrictMode>,
);
startServiceWorker();
