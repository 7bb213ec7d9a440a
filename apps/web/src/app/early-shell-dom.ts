/**
 * What the early shell's parts (app/early-shell.ts, early-shell-twod.ts) draw with: a few DOM nodes, the router's way
 * of moving, the first data the server wrote into the page, and a dialog that behaves as the app's do.
 */

/** The element of the first data (app/first-data.ts), named here so this script does not wait for that module. */
const FIRST_DATA_ID = 'first-data';

type Child = Node | string;

/** An element with attributes and children: the few nodes the early shell draws. */
export function h(tag: string, attributes: Record<string, string>, ...children: Child[]) {
  const svg = tag === 'svg' || tag === 'path';
  const node = svg
    ? document.createElementNS('http://www.w3.org/2000/svg', tag)
    : document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** The address changes as the app's router would change it; the router follows popstate once it is there. */
export function goTo(url: string, replace: boolean) {
  if (replace) history.replaceState(history.state, '', url);
  else history.pushState(null, '', url);
  dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
}

/** The data of the reply to GET /api`path` the server wrote into the page; undefined when missing or unreadable. */
export function firstReply<T>(path: string): T | undefined {
  try {
    const replies = JSON.parse(document.getElementById(FIRST_DATA_ID)?.textContent ?? '{}') as Record<
      string,
      { data?: T } | null
    >;
    return replies[path]?.data;
  } catch {
    return undefined;
  }
}

/**
 * Shows `layer` (holding `panel`, the dialog) over the page: each of `closers` and Escape close it, Tab stays inside,
 * focus moves to the first closer and goes back to `opener` after. Returns the call that closes it.
 */
export function showDialog(
  opener: HTMLElement,
  layer: Element,
  panel: Element,
  closers: HTMLElement[],
  onClose: () => void,
) {
  const dismiss = () => {
    onClose();
    layer.remove();
    opener.focus();
  };
  for (const closer of closers) closer.addEventListener('click', dismiss);
  panel.addEventListener('keydown', (event) => {
    const key = (event as KeyboardEvent).key;
    if (key === 'Escape') dismiss();
    if (key !== 'Tab') return;
    const focusable = [...panel.querySelectorAll<HTMLElement>('button, a')];
    const edge = (event as KeyboardEvent).shiftKey ? focusable[0] : focusable.at(-1);
    if (document.activeElement !== edge) return;
    event.preventDefault();
    ((event as KeyboardEvent).shiftKey ? focusable.at(-1) : focusable[0])?.focus();
  });
  opener.closest('#root')!.append(layer);
  closers[0]?.focus();
  return dismiss;
}
