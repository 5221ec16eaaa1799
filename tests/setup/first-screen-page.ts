import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenData } from '../../src/shared/first-screen.ts';

/** Puts the server's first-screen data in the document, as the server serves `/portfolio`, `/login` and `/signup`. */
export function servePage(data: FirstScreenData): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_SCREEN_ELEMENT_ID;
  element.textContent = JSON.stringify(data);
  document.head.append(element);
}

/** Takes the data out again (the app removes it when it reads it; a test that never read it leaves it). */
export function unservePage(): void {
  document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.remove();
}
