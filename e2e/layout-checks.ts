// Measures of a view as laid out by Chromium, run inside the document that shows it (the widget's frame, the payment
// page, a return page): sideways overflow (WCAG 1.4.10), clipped text (1.4.4, 1.4.12), and targets under 24 × 24 CSS
// px that are not spaced as 2.5.8 allows.
import { expect, type Frame, type Page } from '@playwright/test';

/** What one measure found wrong, each entry naming the element; empty when the view passes. */
export interface LayoutFindings {
  /** How far the document scrolls sideways, in CSS px. */
  sideways: number;
  /** Elements that stick out past the document's right or left edge. */
  outside: string[];
  /** Elements that cut off their own text (overflow hidden or clip, text-overflow). */
  clipped: string[];
  /** Targets under 24 × 24 px whose 24 px circle meets another target (2.5.8's spacing exception not met). */
  small: string[];
}

/** Runs in the measured document: the findings of {@link LayoutFindings}. Self-contained (serialised to the page). */
export function measureLayout(): LayoutFindings {
  const root = document.documentElement;
  const width = root.clientWidth;
  const describe = (el: Element) => {
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
    return `<${el.tagName.toLowerCase()}${cls}> "${text}"`;
  };
  const visible = (el: Element) => {
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0;
  };
  // Read by screen readers only: clipped to nothing on purpose.
  const hiddenOnPurpose = (el: Element) =>
    el.closest('.tk-visually-hidden, [aria-hidden="true"]') !== null ||
    /inset\(50%\)/.test(getComputedStyle(el).clipPath);
  const all = [...document.body.querySelectorAll('*')].filter((el) => visible(el) && !hiddenOnPurpose(el));

  const outside = all
    .filter((el) => {
      const box = el.getBoundingClientRect();
      return box.right > width + 0.5 || box.left < -0.5;
    })
    .map(describe);

  const clipped = all
    .filter((el) => {
      const style = getComputedStyle(el);
      const clips = (value: string) => value === 'hidden' || value === 'clip';
      if (!el.textContent?.trim()) return false;
      const sideways =
        (clips(style.overflowX) || style.textOverflow === 'ellipsis') && el.scrollWidth > el.clientWidth + 1;
      const downwards = clips(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      return sideways || downwards;
    })
    .map(describe);

  // Targets: what a pointer operates. A checkbox or radio counts with the label that operates it too.
  const targets = all.filter(
    (el) =>
      el.matches(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]',
      ) && !el.matches('[tabindex="-1"]:not(a, button, input, select, textarea)'),
  );
  const boxOf = (el: Element) => {
    const boxes = [el, ...((el as HTMLInputElement).labels ?? [])].map((node) => node.getBoundingClientRect());
    const left = Math.min(...boxes.map((b) => b.left));
    const top = Math.min(...boxes.map((b) => b.top));
    const right = Math.max(...boxes.map((b) => b.right));
    const bottom = Math.max(...boxes.map((b) => b.bottom));
    return { left, top, right, bottom, width: right - left, height: bottom - top };
  };
  // 2.5.8 exempts a link in a sentence, its size set by the line of text around it.
  const inline = (el: Element) =>
    getComputedStyle(el).display === 'inline' &&
    (el.parentElement?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
  const measured = targets.filter((el) => !inline(el)).map((el) => ({ el, box: boxOf(el) }));
  const small = measured
    .filter(({ box }) => box.width < 24 - 0.01 || box.height < 24 - 0.01)
    .filter(({ el, box }) => {
      // Spacing: a 24 px circle on its centre meets no other target, nor another small target's circle.
      const cx = (box.left + box.right) / 2;
      const cy = (box.top + box.bottom) / 2;
      return measured.some(({ el: other, box: b }) => {
        if (other === el || other.contains(el) || el.contains(other)) return false;
        const dx = Math.max(b.left - cx, 0, cx - b.right);
        const dy = Math.max(b.top - cy, 0, cy - b.bottom);
        if (Math.hypot(dx, dy) < 12) return true;
        const otherSmall = b.width < 24 || b.height < 24;
        return otherSmall && Math.hypot((b.left + b.right) / 2 - cx, (b.top + b.bottom) / 2 - cy) < 24;
      });
    })
    .map(({ el, box }) => `${describe(el)} ${box.width.toFixed(1)}×${box.height.toFixed(1)}`);

  return { sideways: root.scrollWidth - width, outside, clipped, small };
}

/** The widget's frame document on the demo partner page (cross-origin: reached through Playwright, not the DOM). */
export async function widgetDocument(page: Page): Promise<Frame> {
  const frame = await (await page.locator('#widget iframe[title="Tradekit"]').elementHandle())?.contentFrame();
  if (!frame) throw new Error('the widget frame is not there');
  return frame;
}

/** A phone held upright: 320 CSS px wide, the width WCAG 1.4.10 names (1280 px zoomed to 400 %). */
export const NARROW = { width: 320, height: 640 };
/** A desktop window, where a customer who needs larger text sets it to 200 %. */
export const DESKTOP = { width: 1280, height: 720 };

/** Rule (1.4.10, 2.5.8): `view` scrolls nowhere sideways, nothing sticks out, and every target is big or spaced. */
export async function expectReflows(doc: Frame | Page, view: string): Promise<void> {
  const { sideways, outside, small } = await doc.evaluate(measureLayout);
  expect({ view, sideways, outside, small }).toEqual({ view, sideways: 0, outside: [], small: [] });
}

/**
 * Rule (1.4.4): with the text at 200 % (the root font size doubled, as a browser's text size setting does; the kit
 * sizes everything in rem), `view` still scrolls nowhere sideways and cuts no text off. Put back after.
 */
export async function expectTextResizes(doc: Frame | Page, view: string): Promise<void> {
  await doc.evaluate(() => document.documentElement.style.setProperty('font-size', '200%'));
  try {
    expect(await doc.evaluate(() => getComputedStyle(document.body).fontSize), view).toBe('32px');
    const { sideways, outside, clipped } = await doc.evaluate(measureLayout);
    expect({ view, sideways, outside, clipped }).toEqual({ view, sideways: 0, outside: [], clipped: [] });
  } finally {
    await doc.evaluate(() => document.documentElement.style.removeProperty('font-size'));
  }
}

/**
 * Rule (1.4.12): with the text spacing WCAG names (line height 1.5, paragraphs 2 em apart, letters 0.12 em and words
 * 0.16 em apart, as a reader's own stylesheet sets them), `view` still scrolls nowhere sideways and cuts no text off.
 * Set through the CSS object model, which the pages' content security policy allows. Taken away after.
 */
export async function expectTextSpaces(doc: Frame | Page, view: string): Promise<void> {
  await doc.evaluate(() => {
    const spacing = new CSSStyleSheet();
    spacing.replaceSync(
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important }' +
        ' p { margin-bottom: 2em !important }',
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, spacing];
  });
  try {
    // The measure below means something only if the spacing took.
    expect(await doc.evaluate(() => getComputedStyle(document.body).wordSpacing), view).not.toBe('0px');
    const { sideways, outside, clipped } = await doc.evaluate(measureLayout);
    expect({ view, sideways, outside, clipped }).toEqual({ view, sideways: 0, outside: [], clipped: [] });
  } finally {
    await doc.evaluate(() => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
    });
  }
}

/**
 * The view now in the widget's frame, checked at 320 px ({@link expectReflows}), then at desktop width with 200 %
 * text ({@link expectTextResizes}) and with wider text spacing ({@link expectTextSpaces}); the page is left at 320 px. The frame's width follows the window's a moment
 * later (it is another process's document): each measure waits for it.
 */
export async function expectWidgetViewFits(page: Page, view: string): Promise<void> {
  const frame = await widgetDocument(page);
  const frameWidth = () => frame.evaluate(() => document.documentElement.clientWidth);
  await expect.poll(frameWidth).toBeLessThanOrEqual(NARROW.width);
  await expectReflows(frame, `${view} at 320 px`);
  await page.setViewportSize(DESKTOP);
  await expect.poll(frameWidth).toBeGreaterThan(NARROW.width);
  await expectTextResizes(frame, `${view} with 200 % text`);
  await expectTextSpaces(frame, `${view} with wider text spacing`);
  await page.setViewportSize(NARROW);
}
