import { useEffect, useEffectEvent, useSyncExternalStore, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open dialogs, innermost last: only the innermost answers Tab and Escape. */
const openDialogs: object[] = [];
const dialogWatchers = new Set<() => void>();

function dialogsChanged() {
  for (const watcher of dialogWatchers) watcher();
}

function watchDialogs(watcher: () => void) {
  dialogWatchers.add(watcher);
  return () => dialogWatchers.delete(watcher);
}

/** Whether any modal dialog is open now: something that would open on its own (an ad) waits until none is. */
export function useDialogOpen(): boolean {
  return useSyncExternalStore(watchDialogs, () => openDialogs.length > 0);
}

function focusables(container: HTMLElement): HTMLElement[] {
  // checkVisibility also drops controls hidden by CSS; where it is missing (a test DOM), the hidden attribute is all we know.
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      !element.closest('[inert], [hidden]') &&
      (typeof element.checkVisibility !== 'function' || element.checkVisibility()),
  );
}

/**
 * What a modal dialog owes keyboard and screen-reader users while `active`: focus moves into `container` (its first
 * control, or the container itself), Tab and Shift+Tab cycle inside it, Escape calls `onClose`, and when the dialog
 * closes focus returns to whatever had it before, so the user is not dropped at the top of the page. Used by the player app and the console.
 */
export function useDialogFocus(
  container: RefObject<HTMLElement | null>,
  onClose: () => void,
  active = true,
): void {
  const close = useEffectEvent(onClose);

  useEffect(() => {
    if (!active) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = container.current;
    if (root && !root.contains(document.activeElement)) {
      const [first] = focusables(root);
      if (first) first.focus();
      else {
        root.setAttribute('tabindex', '-1');
        root.focus();
      }
    }
    const token = {};
    openDialogs.push(token);
    dialogsChanged();
    const onKey = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== token) return;
      if (event.key === 'Escape') {
        close();
        return;
      }
      if (event.key !== 'Tab' || !container.current) return;
      const items = focusables(container.current);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const inside = container.current.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openDialogs.splice(openDialogs.indexOf(token), 1);
      dialogsChanged();
      if (previous?.isConnected) previous.focus();
    };
  }, [active, container]);
}
