import { lazy, Suspense, useEffect, useState } from 'react';

const ToastHost = lazy(() => import('@/app/toast-host'));

/** Idle time after the page's load before the toasts' chunk is fetched unasked, in milliseconds. */
const TOASTS_AFTER_LOAD_MS = 4000;

/**
 * True from the visitor's first tap or key, or a few seconds after the page loaded: toasts answer what the visitor
 * does, so their chunk need not compete with the first screen's script and data on a slow link.
 */
function useToastsWanted() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterLoad = () => (timer = setTimeout(want, TOASTS_AFTER_LOAD_MS));
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    for (const event of ['pointerdown', 'keydown'] as const)
      window.addEventListener(event, want, { once: true, capture: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('load', afterLoad);
      for (const event of ['pointerdown', 'keydown'] as const)
        window.removeEventListener(event, want, { capture: true });
    };
  }, [wanted]);
  return wanted;
}

/** The toasts' place in the frame, mounted when {@link useToastsWanted} says so. */
export function DeferredToasts() {
  const wanted = useToastsWanted();
  return <Suspense fallback={null}>{wanted && <ToastHost />}</Suspense>;
}
