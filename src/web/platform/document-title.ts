import { useEffect } from 'react';

/**
 * The tab's title (also the name a browser gives a saved PDF, and what history and bookmarks show): the brand in the
 * UI language, or what a page names itself while it is open (the printable book: the story's title).
 */
let appTitle = '';
let pageTitle: string | undefined;

function show() {
  const title = pageTitle ?? appTitle;
  if (title && typeof document !== 'undefined') document.title = title;
}

/** The brand name in the UI language; set again whenever the language changes. */
export function setAppTitle(title: string): void {
  appTitle = title;
  show();
}

/** Names the tab after this page while it is mounted (`undefined`: not yet known), then gives the brand back. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    pageTitle = title;
    show();
    return () => {
      if (pageTitle === title) pageTitle = undefined;
      show();
    };
  }, [title]);
}
