import { Download, Share, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { firstScreenRendering } from '../platform/first-screen-data.ts';
import { isNativePlatform } from '../platform/native.ts';
import { usePreference } from '../platform/preferences.ts';

type InstallPrompt = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> };

function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

function isIosSafari(): boolean {
  const agent = navigator.userAgent;
  return /iPhone|iPad|iPod/.test(agent) && /Safari/.test(agent) && !/CriOS|FxiOS|EdgiOS/.test(agent);
}

/**
 * "Add to home screen" (spec §2): Not Now / Install where the browser offers it, instructions on iOS Safari; hidden
 * once dismissed, when already installed, and in the native app.
 */
export function InstallBanner() {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = usePreference('pwaInstallDismissed');
  const [prompt, setPrompt] = useState<InstallPrompt | null>(null);
  // Asked once the app runs, not while it takes over a page the server rendered (which cannot know the browser).
  const [showIos, setShowIos] = useState(false);
  useEffect(() => setShowIos(isIosSafari() && !isStandalone()), []);
  // A screen the server drew is on screen before the app runs; an offer arriving then would push it down under the
  // parent's eyes (decision 023). It waits for the next screen.
  const { pathname } = useLocation();
  const [servedPath] = useState(() => (firstScreenRendering() ? window.location.pathname : undefined));

  useEffect(() => {
    const offer = (event: Event) => {
      event.preventDefault();
      setPrompt(event as InstallPrompt);
    };
    const installed = () => setPrompt(null);
    window.addEventListener('beforeinstallprompt', offer);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('beforeinstallprompt', offer);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);

  if (dismissed || isNativePlatform() || (!prompt && !showIos) || pathname === servedPath || isStandalone()) {
    return null;
  }
  return (
    <aside
      aria-label={t('install.label')}
      // In the page's flow under the top bar, never floating over it: it cannot cover a bottom bar or a button.
      className="mx-3 mt-3 flex items-start gap-3 rounded-2xl border border-cream-100/15 bg-night-800 p-4 text-cream-50 sm:mx-auto sm:w-full sm:max-w-xl"
    >
      <img src="/icon-192.png" alt="" className="size-12 rounded-xl" />
      <div className="min-w-0 flex-1">
        <p className="font-bold text-cream-50">{t('install.title')}</p>
        {prompt ? (
          <p className="text-cream-100 text-sm">{t('install.text')}</p>
        ) : (
          <p className="text-cream-100 text-sm">
            {t('install.ios')} <Share aria-label={t('install.share')} className="inline size-4 align-text-bottom" />
          </p>
        )}
        <div className="mt-3 flex gap-2">
          <button
            type="button"
            onClick={() => setDismissed(true)}
            className="rounded-full px-3 py-1.5 font-semibold text-cream-100 text-sm hover:bg-cream-100/10"
          >
            {t('install.notNow')}
          </button>
          {prompt && (
            <button
              type="button"
              onClick={async () => {
                await prompt.prompt();
                const choice = await prompt.userChoice;
                setPrompt(null);
                if (choice.outcome === 'dismissed') setDismissed(true);
              }}
              className="flex items-center gap-1.5 rounded-full bg-moon-300 px-4 py-1.5 font-semibold text-night-950 text-sm hover:bg-moon-200"
            >
              <Download aria-hidden="true" className="size-4" />
              {t('install.install')}
            </button>
          )}
        </div>
      </div>
      <button
        type="button"
        aria-label={t('install.notNow')}
        onClick={() => setDismissed(true)}
        className="-m-1 rounded-full p-1.5 text-cream-100 hover:bg-cream-100/10"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}
