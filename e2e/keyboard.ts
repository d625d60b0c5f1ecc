// A customer with a keyboard only: every move is a key press on the page (Tab, Shift+Tab, Enter, Space, arrows, or
// typed characters), counted, and after each one the element that holds focus, in whichever frame, must show it.
import { expect, type Frame, type Locator, type Page } from '@playwright/test';

/** What holds focus after a key press, as the focused document sees it. */
export interface FocusSeen {
  /** A short description: tag, role, accessible name, for failure messages and logs. */
  what: string;
  /** Whether it draws a focus indicator: an outline or a box shadow on it, or on the label that draws it. */
  visible: boolean;
  /** Whether it is an element a customer operates (natively focusable or tabindex ≥ 0), not a focused heading. */
  operable: boolean;
  /** Whether some of it is inside its document's window (and, through {@link focusIn}, each frame's around it). */
  inView: boolean;
  /** Its box in its document's window, to place it in the windows around it. */
  box: { left: number; top: number; right: number; bottom: number };
}

/**
 * Reads the focused element of the document it runs in. A control may be drawn by its label (the segmented
 * toggle's radios are transparent over their labels): then the label must show the focus. An outline drawn in a
 * colour of the page's own (not the browser's two-tone `auto` ring) must stand out from what it is drawn on by 3:1
 * (WCAG 1.4.11): the background next to it, outside the element or, with a negative offset, inside it.
 */
function readFocus(): FocusSeen | 'frame' | 'none' {
  const el = document.activeElement;
  if (!el || el === document.body || !document.hasFocus()) return 'none';
  if (el.tagName === 'IFRAME') return 'frame';
  const rgb = (colour: string) => {
    const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
    return { r, g, b, a: colour.startsWith('rgba') ? a : 1 };
  };
  const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
    const [lr = 0, lg = 0, lb = 0] = [r, g, b].map((v) => {
      const c = v / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  };
  const backgroundOf = (start: Element | null) => {
    for (let node = start; node; node = node.parentElement) {
      const colour = rgb(getComputedStyle(node).backgroundColor);
      if (colour.a === 1) return colour;
    }
    return { r: 255, g: 255, b: 255, a: 1 };
  };
  const shows = (node: Element) => {
    const style = getComputedStyle(node);
    const colour = rgb(style.outlineColor);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0 && colour.a > 0;
    if (outline && style.outlineStyle !== 'auto') {
      const behind = backgroundOf(Number.parseFloat(style.outlineOffset) < 0 ? node : node.parentElement);
      const [light, dark] = [luminance(colour), luminance(behind)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05) >= 3;
    }
    return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
  };
  const labels = 'labels' in el ? [...((el as HTMLInputElement).labels ?? [])] : [];
  const name =
    el.getAttribute('aria-label') ??
    (labels[0]?.textContent || el.textContent || (el as HTMLInputElement).value || '').trim().slice(0, 60);
  const role = el.getAttribute('role') ?? (el as HTMLInputElement).type ?? '';
  const { left, top, right, bottom } = el.getBoundingClientRect();
  return {
    box: { left, top, right, bottom },
    inView: right > 0 && bottom > 0 && left < innerWidth && top < innerHeight,
    what: `<${el.tagName.toLowerCase()}${role ? ` ${role}` : ''}> "${name}"`,
    visible: shows(el) || labels.some(shows),
    operable: (el as HTMLElement).tabIndex >= 0,
  };
}

/**
 * Follows focus down through focused frames (cross-origin ones too) to the element that holds it; `inView` is true only
 * when some of it shows in every window around it: a frame's and the page's.
 */
async function focusIn(frame: Frame): Promise<FocusSeen | 'none'> {
  const seen = await frame.evaluate(readFocus);
  if (seen !== 'frame') return seen;
  const handle = await frame.evaluateHandle(() => document.activeElement as HTMLIFrameElement);
  const place = await handle.evaluate((iframe) => {
    const { left, top } = iframe.getBoundingClientRect();
    return { left, top, width: innerWidth, height: innerHeight };
  });
  const inner = await handle.contentFrame();
  await handle.dispose();
  const found = inner ? await focusIn(inner) : 'none';
  if (found === 'none') return found;
  const box = {
    left: found.box.left + place.left,
    top: found.box.top + place.top,
    right: found.box.right + place.left,
    bottom: found.box.bottom + place.top,
  };
  const shows = box.right > 0 && box.bottom > 0 && box.left < place.width && box.top < place.height;
  return { ...found, box, inView: found.inView && shows };
}

/** A keyboard-only walk through `page`: counts each key, and asserts visible focus after each. */
export class KeyboardWalk {
  /** Keys pressed to move and act (Tab, Shift+Tab, Enter, Space, arrows, Escape). */
  moves = 0;
  /** Characters typed into fields (an amount, an email, the emailed code). */
  typed = 0;

  /** TRADEKIT_E2E_LOG_KEYS=1 prints each key and where focus went, for finding one's way in a new view. */
  private readonly log = process.env.TRADEKIT_E2E_LOG_KEYS === '1';

  constructor(private page: Page) {}

  /** Moves on to another window (a popup the walk opened), keeping the count. */
  on(page: Page): this {
    this.page = page;
    return this;
  }

  /** Presses `key` (Playwright's names: 'Tab', 'Shift+Tab', 'Enter', 'Space', 'ArrowDown'…), then checks focus. */
  async press(key: string): Promise<FocusSeen | 'none'> {
    await this.page.keyboard.press(key);
    this.moves += 1;
    return this.checkFocus(key);
  }

  /** Types `text` into the focused field, character by character. */
  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
    this.typed += text.length;
    await this.checkFocus(`typing "${text}"`);
  }

  /**
   * Rule: every element a key press moves focus to shows it (WCAG 2.4.7, 1.4.11) and is not scrolled out of sight
   * (2.4.11). A heading the next view focuses for screen readers is not operable, and a focus that left every
   * document (the browser's own chrome) shows nothing to check: both pass.
   */
  private async checkFocus(after: string): Promise<FocusSeen | 'none'> {
    const seen = await this.focusNow();
    if (this.log)
      console.log(
        after,
        '→',
        seen === 'none'
          ? 'none'
          : `${seen.what}${seen.visible ? '' : ' (NO FOCUS)'}${seen.inView ? '' : ' (OUT OF SIGHT)'}`,
      );
    if (seen !== 'none' && seen.operable) {
      expect(
        seen.visible,
        `after ${after}, ${seen.what} has focus but shows no focus indicator (or one under 3:1 against its background)`,
      ).toBe(true);
      // In sight once the view has settled: a frame that grows or shrinks after a step moves it a moment later.
      let settled: FocusSeen | 'none' = seen;
      for (let waited = 0; settled !== 'none' && !settled.inView && waited < 1_000; waited += 100) {
        await this.page.waitForTimeout(100);
        settled = await this.focusNow();
        if (settled !== 'none' && settled.inView) console.log(`settled in sight after ${waited + 100} ms: ${after}`);
      }
      expect(settled !== 'none' && settled.inView, `after ${after}, ${seen.what} has focus but is out of sight`).toBe(
        true,
      );
    }
    return seen;
  }

  /** The focused element; none while the page navigates or after it closed (a key that submitted a popup's form). */
  private async focusNow(): Promise<FocusSeen | 'none'> {
    if (this.page.isClosed()) return 'none';
    try {
      return await focusIn(this.page.mainFrame());
    } catch (error) {
      if (/context was destroyed|closed|detached/i.test(String(error))) return 'none';
      throw error;
    }
  }

  /**
   * Tabs (or Shift+Tabs, with `back`) until `target` holds focus, as a customer looking for it would; fails after
   * `limit` presses.
   */
  async tabTo(target: Locator, { back = false, limit = 30 } = {}): Promise<void> {
    // Waiting for the next view to be there is not a key press: a customer looks before tabbing. In a frame, the view
    // is there once the frame has grown to hold it (the loader sizes it a moment after the view changes).
    await expect(target).toBeVisible({ timeout: 15_000 });
    const frame = await (await target.elementHandle())?.ownerFrame();
    if (frame?.parentFrame()) {
      const scrollsInside = () =>
        frame.evaluate(() => document.documentElement.scrollHeight > document.documentElement.clientHeight + 1);
      await expect.poll(scrollsInside, { message: 'the frame grows to hold its view' }).toBe(false);
    }
    for (let pressed = 0; pressed < limit; pressed += 1) {
      await this.press(back ? 'Shift+Tab' : 'Tab');
      if (await isFocused(target)) return;
    }
    throw new Error(`${limit} presses of ${back ? 'Shift+Tab' : 'Tab'} never reached ${target.toString()}`);
  }

  /** Tabs to `target` and presses `key` on it (Enter for buttons and links, Space for checkboxes). */
  async activate(target: Locator, key: 'Enter' | 'Space' = 'Enter', options?: { back?: boolean }): Promise<void> {
    await this.tabTo(target, options);
    await this.press(key);
  }

  /**
   * Tabs to the select `target` and picks the option labelled `label` as a keyboard does on a closed select: arrow
   * keys for a near option, the first letters of its label (type-ahead) for a far one in a long list.
   */
  async choose(target: Locator, label: string, options?: { back?: boolean }): Promise<void> {
    await this.tabTo(target, options);
    const { from, to } = await target.evaluate(
      (select: HTMLSelectElement, wanted) => ({
        from: select.selectedIndex,
        to: [...select.options].findIndex((option) => option.label.trim() === wanted),
      }),
      label,
    );
    if (to < 0) throw new Error(`${target.toString()} has no option "${label}"`);
    if (Math.abs(to - from) > 6) await this.type(label);
    else
      for (let step = from; step !== to; step += Math.sign(to - from))
        await this.press(to > from ? 'ArrowDown' : 'ArrowUp');
    await expect(target.locator('option:checked')).toHaveText(label);
  }

  /** Tabs to the field `target` and types `text` into it. */
  async fill(target: Locator, text: string, options?: { back?: boolean }): Promise<void> {
    await this.tabTo(target, options);
    await this.type(text);
    await expect(target).toHaveValue(text);
  }
}

/** Whether `target` is its document's focused element while that document has focus. */
export async function isFocused(target: Locator): Promise<boolean> {
  const found = await target.count();
  if (found !== 1) return false;
  return target.evaluate((el) => el.ownerDocument.activeElement === el && el.ownerDocument.hasFocus());
}
