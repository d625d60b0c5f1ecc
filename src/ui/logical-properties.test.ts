// Every style a customer's screen takes (the kit's theme and views, the widget's frame, the payment page) is written
// in logical properties, so a right-to-left language mirrors the layout by `dir="rtl"` alone (docs/right-to-left.md).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

/** The folders whose style sheets and inline styles the views use (the sandbox console's too: it is a view). */
const viewFolders = ['src/ui', 'src/features', 'src/app', 'widget', 'pay'];

/**
 * Physical left/right styles that are right as they are, each with its reason. Keep it short: a new entry needs a
 * reason a reviewer accepts, e.g. something drawn that must not mirror (none so far).
 */
const allowed: readonly { file: string; declaration: string; reason: string }[] = [];

function filesUnder(folder: string, pattern: RegExp): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

const sideWord = /(^|[^\w-])(left|right)([^\w-]|$)/i;
const sideProperty = /(^|-)(left|right)(-|$)/i;
const fourSided = /^(margin|padding|inset|scroll-margin|scroll-padding|border-width|border-style|border-color)$/;

/** Splits a shorthand's value into its parts, keeping `calc(…)` and `var(…)` whole. */
function partsOf(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value.trim()) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (/\s/.test(char) && depth === 0) {
      if (current) parts.push(current);
      current = '';
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

/** Why a CSS declaration would not mirror in a right-to-left view, or undefined when it does. */
function physicalSide(property: string, value: string): string | undefined {
  const name = property.trim().toLowerCase();
  if (name.startsWith('--')) return undefined;
  if (sideProperty.test(name)) return `${name} is physical: use its inline-start/inline-end form`;
  if (sideWord.test(value) && !/url\(/.test(value)) return `${name}: ${value} names a side: use start/end`;
  const parts = partsOf(value);
  if (fourSided.test(name) && parts.length === 4 && parts[1] !== parts[3])
    return `${name} with four values sets left and right apart: use ${name}-inline`;
  if (name === 'border-radius' && !value.includes('/') && new Set(parts).size > 1)
    return 'border-radius with corners apart is physical: use border-start-start-radius and the like';
  if (/translatex\(|translate\(\s*[^0\s,)]/i.test(value)) return `${name}: ${value} moves sideways physically`;
  return undefined;
}

/** The declarations of a style sheet, comments left out. */
function declarations(css: string): { property: string; value: string }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...text.matchAll(/([\w-]+)\s*:\s*([^;{}]+);/g)].map(([, property, value]) => ({
    property: property!,
    value: value!.trim(),
  }));
}

/** The properties of a JSX `style={{ … }}` object, written as CSS (`marginLeft` → `margin-left`). */
function inlineStyles(tsx: string): { property: string; value: string }[] {
  return [...tsx.matchAll(/style=\{\{([^}]*)\}\}/g)].flatMap(([, body]) =>
    [...body!.matchAll(/(\w+)\s*:\s*('[^']*'|"[^"]*"|`[^`]*`|[^,]+)/g)].map(([, key, value]) => ({
      property: key!.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
      value: value!.trim().replace(/^['"`]|['"`]$/g, ''),
    })),
  );
}

function problemsIn(files: string[], read: (text: string) => { property: string; value: string }[]): string[] {
  return files.flatMap((file) =>
    read(readFileSync(join(root, file), 'utf8')).flatMap(({ property, value }) => {
      const problem = physicalSide(property, value);
      const declaration = `${property}: ${value}`;
      if (!problem || allowed.some((entry) => entry.file === file && entry.declaration === declaration)) return [];
      return [`${file}: ${problem}`];
    }),
  );
}

describe('rule: the views are styled in logical properties, so right-to-left mirrors them', () => {
  const sheets = viewFolders.flatMap((folder) => filesUnder(folder, /\.css$/));
  const components = viewFolders.flatMap((folder) => filesUnder(folder, /\.tsx$/));

  it('finds the style sheets of the theme, the views and the widget', () => {
    expect(sheets).toEqual(
      expect.arrayContaining(['src/ui/theme.css', 'src/features/trade/trade.css', 'widget/app.css']),
    );
  });

  it('no style sheet of a view uses a physical left or right', () => {
    expect(problemsIn(sheets, declarations)).toEqual([]);
  });

  it('no inline style of a view or story uses a physical left or right', () => {
    expect(problemsIn(components, inlineStyles)).toEqual([]);
  });

  it('every allowed exception still exists and says why', () => {
    for (const entry of allowed) {
      expect(entry.reason.length).toBeGreaterThan(20);
      expect(readFileSync(join(root, entry.file), 'utf8')).toContain(entry.declaration);
    }
  });

  it('the check itself catches each physical form', () => {
    expect(physicalSide('margin-left', '1rem')).toBeDefined();
    expect(physicalSide('border-right-color', 'transparent')).toBeDefined();
    expect(physicalSide('left', '0')).toBeDefined();
    expect(physicalSide('text-align', 'right')).toBeDefined();
    expect(physicalSide('float', 'left')).toBeDefined();
    expect(physicalSide('padding', '0 1rem 0 0')).toBeDefined();
    expect(physicalSide('border-radius', '4px 0 0 4px')).toBeDefined();
    expect(physicalSide('transform', 'translateX(4px)')).toBeDefined();
    expect(inlineStyles(`<dd style={{ textAlign: 'left' }}>`)).toEqual([{ property: 'text-align', value: 'left' }]);
    expect(physicalSide('margin-inline-start', '1rem')).toBeUndefined();
    expect(physicalSide('text-align', 'end')).toBeUndefined();
    expect(physicalSide('padding', '0.5rem 1rem 0.25rem')).toBeUndefined();
    expect(physicalSide('padding', '0 calc(1rem + 2px) 0 calc(1rem + 2px)')).toBeUndefined();
    expect(physicalSide('border-radius', 'var(--tk-radius)')).toBeUndefined();
    expect(physicalSide('--tk-left', '1rem')).toBeUndefined();
  });
});
