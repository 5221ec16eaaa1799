import { useEffect } from 'react';

/**
 * Marks the page once the app has drawn (or taken over) its first screen: `<html data-app-ready>`. The server draws
 * some first screens before any script runs (decision 023); until this mark is set, a tap there is not the app's yet.
 * End-to-end tests wait for it after each navigation, as a parent's second tap would.
 */
export function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}
