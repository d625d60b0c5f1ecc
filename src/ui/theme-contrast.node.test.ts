// The theme's colours, light and dark, read from theme.css: text stands out from what it is written on by 4.5:1
// (WCAG 1.4.3), and what shows a control or its focus by 3:1 (1.4.11). axe in Storybook checks text as rendered;
// this also holds the borders and the focus ring, which axe does not look at, and fails the day a colour drifts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(import.meta.dirname, 'theme.css'), 'utf8');

/** The custom properties one block of theme.css sets, by name without `--tk-`. */
function block(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`theme.css has no ${selector} block`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/--tk-([a-z-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1]!, m[2]!]));
}

const light = block(':where(:root)');
// The dark scheme sets what differs from the light one (the focus ring stays).
const schemes = { light, dark: { ...light, ...block("[data-tk-theme='dark']") } };

/** WCAG's relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** [foreground, background] pairs as the kit's stylesheets use them. */
const text = [
  ['text', 'surface'],
  ['text', 'subtle'], // alerts
  ['muted', 'surface'], // hints, labels of figures
  ['muted', 'subtle'],
  ['primary', 'surface'], // links, secondary buttons
  ['primary', 'subtle'], // links in alerts
  ['on-primary', 'primary'], // primary buttons, the chosen side of a toggle
  ['error', 'surface'], // field errors, badges
  ['success', 'surface'], // badges, met password rules
  ['warning', 'surface'], // badges
] as const;
const nonText = [
  ['border', 'surface'], // the edge of every field and of the toggles
  ['focus', 'surface'], // the focus ring, drawn 2 px outside the control
  ['focus', 'subtle'],
  ['primary', 'surface'], // the chosen side of a toggle, the current tab's underline
] as const;

describe.each(Object.entries(schemes))('the %s theme', (_, colours) => {
  it.each(text)('rule (1.4.3): %s text on %s stands out by 4.5:1', (fore, back) => {
    expect(contrast(colours[fore]!, colours[back]!)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(nonText)('rule (1.4.11): %s on %s stands out by 3:1', (fore, back) => {
    expect(contrast(colours[fore]!, colours[back]!)).toBeGreaterThanOrEqual(3);
  });
});
