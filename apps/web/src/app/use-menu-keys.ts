import { useEffect, type RefObject } from 'react';

/**
 * The keyboard of a small dropdown menu (WAI-ARIA menu button): opening moves focus to the checked item (else the
 * first), Up/Down/Home/End move between items, Escape closes and gives focus back to the button, Tab closes and lets
 * focus go on, and a pointer press outside closes it.
 */
export function useMenuKeys(
  open: boolean,
  close: () => void,
  refs: { root: RefObject<HTMLElement | null>; button: RefObject<HTMLElement | null> },
) {
  useEffect(() => {
    if (!open) return;
    const { root, button } = refs;
    const items = () => [...(root.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
    (items().find((item) => item.getAttribute('aria-checked') === 'true') ?? items()[0])?.focus();

    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      const list = items();
      const at = list.indexOf(document.activeElement as HTMLElement);
      const move = (index: number) => {
        event.preventDefault();
        list[(index + list.length) % list.length]?.focus();
      };
      if (event.key === 'Escape') {
        close();
        button.current?.focus();
      } else if (event.key === 'Tab') close();
      else if (event.key === 'ArrowDown') move(at + 1);
      else if (event.key === 'ArrowUp') move(at - 1);
      else if (event.key === 'Home') move(0);
      else if (event.key === 'End') move(list.length - 1);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close, refs]);
}
