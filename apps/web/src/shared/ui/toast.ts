import type { ToastOptions } from 'react-toastify';

/** What a toast says: good news, a warning or a failure. */
export type ToastKind = 'success' | 'warn' | 'error';

/**
 * Shows a toast, loading react-toastify when one is first shown, as its host is (app/toast-host.tsx): a screen that
 * may show a toast does not carry the library in its own scripts (a third of a lazy route's budget).
 */
export function showToast(kind: ToastKind, message: string, options?: ToastOptions): void {
  void import('react-toastify').then(({ toast }) => toast[kind](message, options));
}
