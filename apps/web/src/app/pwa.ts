import { useSyncExternalStore } from 'react';

/** The browser's offer to install the site (Chromium's beforeinstallprompt), kept for the menu's Download App. */
interface InstallOffer extends Event {
  prompt(): Promise<unknown>;
}

let offer: InstallOffer | null = null;
const listeners = new Set<() => void>();
const setOffer = (next: InstallOffer | null) => {
  offer = next;
  for (const listener of listeners) listener();
};

/**
 * Makes the player site an installable app: registers the service worker (production builds: it caches the shell and
 * answers the offline page) and keeps the browser's install offer instead of letting it show its own banner.
 */
export function startPwa() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setOffer(event as InstallOffer);
  });
  window.addEventListener('appinstalled', () => setOffer(null));
  if (import.meta.env.PROD && 'serviceWorker' in navigator)
    window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js'));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Installs the app where the browser offers it; null where it does not (or once it is installed). */
export function useInstall(): (() => Promise<void>) | null {
  const current = useSyncExternalStore(
    subscribe,
    () => offer,
    () => null,
  );
  if (!current) return null;
  return async () => {
    await current.prompt();
    // An offer is good for one prompt, whatever the player answers.
    setOffer(null);
  };
}
