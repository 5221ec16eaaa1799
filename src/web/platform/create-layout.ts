import { createContext, useContext, useSyncExternalStore } from 'react';
import type { CreateLayout } from '../../shared/create-layout.ts';

/**
 * The create screen's layout the server drew `/` with (decision 023), while the app takes that screen over: the
 * selection store and the reflection-mode preference answer it as their server snapshot, so React attaches to the
 * markup as it stands and then shows the device's own state, which the cookies below made the same layout.
 */
export const ServedCreateLayout = createContext<CreateLayout | undefined>(undefined);

export function useServedCreateLayout(): CreateLayout | undefined {
  return useContext(ServedCreateLayout);
}

const subscribeNever = () => () => {};

/**
 * The served layout while React renders on the server or takes over the screen the server drew, undefined once the
 * app shows the device's own state (and in a screen the app drew itself). What the served selection cannot say, such
 * as whether the typed rows have words (the words stay on the device), the screen takes from here meanwhile.
 */
export function useLayoutWhileServed(): CreateLayout | undefined {
  const served = useServedCreateLayout();
  const isServedRender = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  return isServedRender ? served : undefined;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Keeps one of the create screen's layout facts where the server reads it (shared/create-layout.ts). */
export function keepLayoutCookie(name: string, value: string): void {
  if (typeof document === 'undefined') return;
  try {
    document.cookie = `${name}=${value}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  } catch {
    // A page that may not set cookies: the server draws a fresh device's screen and the app adjusts it.
  }
}
