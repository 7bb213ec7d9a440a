import type { Page } from 'playwright-core';

/** What a screen shows wrongly at one width; each list names the elements (tag, classes, text). */
export interface Layout {
  /** The page's own width: more than the viewport means the whole page scrolls sideways. */
  scrollWidth: number;
  /** Elements drawn past the left or right edge with nothing clipping them: cut off for the player. */
  overflowing: string[];
  /** Text cut short inside its box (an ellipsis or a clip) or by a parent that clips: hidden from the player. */
  cut: string[];
  /** Two neighbouring controls or headings whose text (or, for an icon, whose box) lies over the other's. */
  overlaps: string[];
  /** Burmese wrapped onto lines closer than its stacked vowels and medials need: the lines' marks collide. */
  cramped: string[];
}

/**
 * Waits until what slides in (the menu, a dialog) has arrived, then measures what is wrong at the viewport's width.
 * Endless animations (a spinner, the announcement marquee) never finish; a slide or a fade does.
 */
export async function measureLayout(page: Page): Promise<Layout> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  return page.evaluate(inPage);
}

/** Runs in the page (so it may use only what it declares itself). */
function inPage(): Layout {
  const width = document.documentElement.clientWidth;
  const fits = (box: DOMRect) => box.left >= -0.5 && box.right <= width + 0.5;
  const name = (element: Element) => {
    const id = element.id ? `#${element.id}` : '';
    const classes = Array.from(element.classList).slice(0, 4).join('.');
    const text = (element.textContent ?? '').trim().slice(0, 40);
    return `${element.tagName.toLowerCase()}${id}${classes ? `.${classes}` : ''} "${text}"`;
  };
  const clips = (value: string) => value === 'hidden' || value === 'clip';
  /** A scrolling or clipping box that fits holds whatever sticks out of it (a carousel, a swipeable strip). */
  const heldByFittingBox = (element: Element) => {
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
      if (getComputedStyle(box).overflowX !== 'visible') return fits(box.getBoundingClientRect());
    return false;
  };
  /** The nearest parent that clips without scrolling, unless something moves forever inside it (the marquee). */
  const clippingParent = (element: Element) => {
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') return null;
      if (clips(style.overflowX) || clips(style.overflowY))
        return box.getAnimations({ subtree: true }).length > 0 ? null : box;
    }
    return null;
  };
  /** A layer the page scrolls under or a dialog: only what shares one can collide. */
  const layerOf = (element: Element) => {
    for (let box: Element | null = element; box; box = box.parentElement) {
      const position = getComputedStyle(box).position;
      if (position === 'fixed' || position === 'sticky' || box.getAttribute('role') === 'dialog') return box;
    }
    return document.body;
  };
  /** Visually hidden text (sr-only) is clipped to nothing on purpose. */
  const hiddenOnPurpose = (style: CSSStyleDeclaration) =>
    style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)';
  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    !element.closest('[aria-hidden="true"], [inert]') &&
    !hiddenOnPurpose(getComputedStyle(element));
  /** Each line of an element's own text, as the browser lays it out; none for an icon. */
  const textLines = (element: Element) => {
    const lines: DOMRect[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement || !shown(node.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      lines.push(...Array.from(range.getClientRects()).filter((rect) => rect.width > 0));
    }
    return lines;
  };
  const apart = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) <= 1 ||
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) <= 1;

  const overflowing: string[] = [];
  const cut: string[] = [];
  const cramped: string[] = [];
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const style = getComputedStyle(element);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    // A closed menu waits off the screen's edge for a moment, a fixed layer hidden from everyone, before it goes.
    const layer = element.closest('[aria-hidden="true"], [inert]');
    if (layer && getComputedStyle(layer).position === 'fixed') continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (hiddenOnPurpose(style)) continue;
    if (!fits(box) && !heldByFittingBox(element)) overflowing.push(name(element));
    // A teaser's whole text is one tap away (a promotion's Learn More), so its clamp hides nothing for good.
    const leaf = element.children.length === 0 && !element.hasAttribute('data-teaser');
    if (!leaf || !element.textContent?.trim()) continue;
    // Sideways: an ellipsis or a clip; downwards: a line clamp hiding the label's second line.
    if (clips(style.overflowX) && element.scrollWidth > element.clientWidth + 1) cut.push(name(element));
    else if (clips(style.overflowY) && element.scrollHeight > element.clientHeight + 1)
      cut.push(name(element));
    else {
      // Text partly outside a parent that clips it (a slide wholly outside its carousel is merely waiting).
      const parent = clippingParent(element);
      const outer = parent?.getBoundingClientRect();
      const inside = (line: DOMRect) =>
        outer !== undefined &&
        line.left >= outer.left - 1 &&
        line.right <= outer.right + 1 &&
        line.top >= outer.top - 1 &&
        line.bottom <= outer.bottom + 1;
      const lines = textLines(element);
      if (outer && lines.some((line) => !inside(line)) && lines.some(inside)) cut.push(name(element));
    }
    const lineHeight = parseFloat(style.lineHeight) || 0;
    const inner = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
    const wrapped =
      inner.reduce((height, side) => height - parseFloat(style[side]), box.height) > lineHeight * 1.5;
    if (
      /[\u1000-\u109f]/.test(element.textContent) &&
      wrapped &&
      lineHeight < 1.7 * parseFloat(style.fontSize)
    )
      cramped.push(`${name(element)}: line height ${style.lineHeight} for ${style.fontSize}`);
  }

  const items = Array.from(
    document.body.querySelectorAll('button, a[href], h1, h2, h3, h4, h5, h6, label, [role="tab"]'),
  )
    .filter(shown)
    .map((element) => {
      const lines = textLines(element);
      const box = element.getBoundingClientRect();
      return {
        element,
        layer: layerOf(element),
        text: lines.length > 0,
        rects: lines.length > 0 ? lines : [box],
      };
    })
    // Without text, a button is an icon that may hide text; a link is a picture, which controls may sit on.
    .filter((item) => item.text || item.element.tagName === 'BUTTON')
    .filter((item) => item.rects.some((rect) => rect.width > 0 && rect.height > 0));
  // A drop-down shows its choice on one line and cuts the rest (the draw time at the end of a closing time).
  const ruler = document.createElement('canvas').getContext('2d')!;
  for (const select of Array.from(document.querySelectorAll('select')).filter(shown)) {
    const style = getComputedStyle(select);
    ruler.font = style.font;
    const text = select.selectedOptions[0]?.text ?? '';
    // The content box less the drop-down's own arrow, which Chromium draws inside the right padding's width again.
    const room = select.clientWidth - parseFloat(style.paddingLeft) - 2 * parseFloat(style.paddingRight);
    if (ruler.measureText(text).width > room) cut.push(`${name(select)} shows "${text}"`);
  }

  const overlaps: string[] = [];
  for (const [index, a] of items.entries())
    for (const b of items.slice(index + 1)) {
      if (a.layer !== b.layer || a.element.contains(b.element) || b.element.contains(a.element)) continue;
      // An icon's button over a picture's link is how a carousel is drawn; over text, it hides what the text says.
      if (!a.text && !b.text) continue;
      if (a.rects.some((ra) => b.rects.some((rb) => !apart(ra, rb))))
        overlaps.push(`${name(a.element)} over ${name(b.element)}`);
    }
  return { scrollWidth: document.documentElement.scrollWidth, overflowing, cut, overlaps, cramped };
}
