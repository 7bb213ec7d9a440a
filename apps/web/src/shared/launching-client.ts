/** Where this tab keeps the page of the client that launched the game it plays. */
const KEY = 'zeya.launching-client';

/** Only a web page is a page to go back to: a `javascript:` or relative address in a crafted link is ignored. */
const isWebPage = (url: string | null): url is string =>
  url !== null && /^https?:\/\//i.test(url) && URL.canParse(url);

/**
 * The page of another player client that launched the game this tab plays: the `return` of the launch URL (the server
 * writes it only for a client it lists), kept for the tab once the game has cleaned its address. Null in our own tabs.
 * It only hides our sign-in: the game's Back goes to the page the server confirms when it opens the game.
 */
export function launchingClient(): string | null {
  const inAddress = new URLSearchParams(window.location.search).get('return');
  try {
    if (isWebPage(inAddress)) sessionStorage.setItem(KEY, inAddress);
    return sessionStorage.getItem(KEY);
  } catch {
    // Storage refused (a private window's quota): the address alone says it.
    return isWebPage(inAddress) ? inAddress : null;
  }
}
