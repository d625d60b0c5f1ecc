// A customer who asked their system for less motion (prefers-reduced-motion: reduce): nothing in the widget or on the
// payment page fades or slides, and a loading spinner, which still has to say that something is going on, turns at a
// slow 2 s a turn instead of 0.7 s. Spinners only show while something loads, so one of each kind (a view's spinner
// and a busy button's) is put into the page with the kit's own classes, and the page's stylesheets say how they move.
import { expect, test, type Frame, type Page } from '@playwright/test';
import { widgetDocument } from './layout-checks';
import { widgetOrigin } from './origins';
import { openPartnerPage } from './support';

interface Motion {
  /** Running CSS animations: element (or pseudo-element), animation name and its duration in seconds. */
  animations: { what: string; name: string; seconds: number }[];
  /** Transitions that take longer than 0.01 s: element, properties and the longest duration. */
  transitions: string[];
  /** Elements that scroll smoothly (an animated scroll is motion too). */
  smoothScrolls: string[];
}

/** Adds a view's spinner and a busy button, marked up as src/ui/spinner.tsx and src/ui/button.tsx render them. */
function addSpinners(): void {
  document.querySelector('[data-motion-probe]')?.remove();
  const probe = document.createElement('div');
  probe.setAttribute('data-motion-probe', '');
  probe.innerHTML =
    '<div class="tk-spinner" role="status"><span class="tk-spinner__ring" aria-hidden="true"></span></div>' +
    '<button type="button" class="tk-button" data-variant="primary" data-loading aria-busy="true">Busy</button>';
  (document.querySelector('.tk-root') ?? document.body).append(probe);
}

/** Reads every element's (and ::before / ::after's) computed animations, transitions and scroll behaviour. */
function readMotion(): Motion {
  const seconds = (value: string) =>
    value.split(',').map((part) => (part.trim().endsWith('ms') ? parseFloat(part) / 1000 : parseFloat(part)));
  const motion: Motion = { animations: [], transitions: [], smoothScrolls: [] };
  for (const el of [document.documentElement, ...document.querySelectorAll('body, body *')]) {
    for (const pseudo of [null, '::before', '::after']) {
      const style = getComputedStyle(el, pseudo);
      const what = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}${pseudo ?? ''}`;
      if (pseudo && style.content === 'none') continue;
      const names = style.animationName.split(',').map((name) => name.trim());
      const durations = seconds(style.animationDuration);
      names.forEach((name, i) => {
        if (name !== 'none') motion.animations.push({ what, name, seconds: durations[i % durations.length] ?? 0 });
      });
      const longest = Math.max(...seconds(style.transitionDuration));
      if (longest > 0.01) motion.transitions.push(`${what}: ${style.transitionProperty} ${longest}s`);
      if (!pseudo && style.scrollBehavior === 'smooth') motion.smoothScrolls.push(what);
    }
  }
  return motion;
}

/**
 * Rule: with reduced motion asked for, the only animation is a spinner's turn at 2 s or slower, nothing transitions
 * for longer than 0.01 s, and nothing scrolls smoothly. Returns the spinners' durations, so the test can see them.
 */
async function expectStill(doc: Frame | Page, view: string): Promise<number[]> {
  await doc.evaluate(addSpinners);
  const { animations, transitions, smoothScrolls } = await doc.evaluate(readMotion);
  expect({ view, transitions, smoothScrolls }).toEqual({ view, transitions: [], smoothScrolls: [] });
  // The two added spinners, and any a loading part of the view shows: all of them the kit's turn.
  expect(animations.length, view).toBeGreaterThanOrEqual(2);
  expect([...new Set(animations.map(({ name }) => name))], view).toEqual(['tk-spin']);
  for (const { what, seconds } of animations) expect(seconds, `${view}: ${what}`).toBeGreaterThanOrEqual(2);
  return animations.map(({ seconds }) => seconds);
}

test('with reduced motion asked for, the widget and the payment page only turn a spinner, slowly', async ({
  page,
  request,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const widget = await openPartnerPage(page);
  await expect(widget.getByRole('button', { name: 'Get a quote' })).toBeVisible();
  const frame = await widgetDocument(page);
  // The preference reaches the frame on the partner's page, another origin's document.
  expect(await frame.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
  await expectStill(frame, 'opening screen');
  await widget.getByRole('button', { name: 'Get a quote' }).click();
  await widget.getByRole('textbox', { name: 'Amount in EUR' }).fill('100');
  await widget.getByRole('button', { name: 'Continue' }).click();
  await expect(widget.getByRole('button', { name: 'Create account' })).toBeVisible();
  await expectStill(frame, 'sign-up');

  // Without the preference, the same spinners turn at their usual pace and buttons fade: the rule above is the
  // preference honoured, not motion missing everywhere.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const usual = await frame.evaluate(readMotion);
  expect(usual.animations.map(({ seconds }) => seconds)).toEqual([0.7, 0.7]);
  expect(usual.transitions.length).toBeGreaterThan(0);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  const created = await request.post(`${widgetOrigin}/api/shop/invoices`, {
    headers: { Origin: widgetOrigin, 'X-Tradekit-Request': '1' },
    data: { amount: 12.5, currency: 'EUR', description: 'Green tea, 100 g' },
  });
  await page.goto(((await created.json()) as { paymentUrl: string }).paymentUrl);
  await expect(page.locator('main.tk-invoice')).toHaveAttribute('data-state', 'new');
  await expectStill(page, 'payment page');
});
