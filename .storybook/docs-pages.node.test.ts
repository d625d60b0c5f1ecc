// Storybook review is how partners browse the kit: each component the package exports has a docs page there, and
// it documents that very component (what the package exports, not a wrapper a story made).
import fs from 'node:fs';
import path from 'node:path';
import { loadCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';
import * as kit from '../src/index';
import * as widgetEntry from '../widget/tradekit-widget';

const root = path.resolve(import.meta.dirname, '..');

/** A React component among an entry's exports: a function or a forwardRef/memo object, named in PascalCase. */
function isComponent(name: string, value: unknown): boolean {
  if (!/^[A-Z]/.test(name)) return false;
  if (typeof value === 'function') return !/^class\b/.test(Function.prototype.toString.call(value));
  return typeof value === 'object' && value !== null && '$$typeof' in value;
}

const exported = [
  ...Object.entries(kit).filter(([name, value]) => isComponent(name, value)),
  ...Object.entries(widgetEntry).filter(([name, value]) => isComponent(name, value)),
];

interface DocsPage {
  file: string;
  title: string;
  component: unknown;
}

/** Every story file tagged `autodocs` (Storybook makes it a docs page), with the component its meta names. */
async function docsPages(): Promise<DocsPage[]> {
  const files = ['src', 'widget'].flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.stories.tsx'))
      .map((file) => path.join(root, dir, file)),
  );
  const pages: DocsPage[] = [];
  for (const file of files) {
    const csf = loadCsf(fs.readFileSync(file, 'utf8'), { fileName: file, makeTitle: (title) => title ?? file }).parse();
    const meta = csf.meta;
    if (!meta?.tags?.includes('autodocs') || !meta.component || !csf._rawComponentPath) continue;
    const module = (await import(path.resolve(path.dirname(file), csf._rawComponentPath))) as Record<string, unknown>;
    pages.push({ file: path.relative(root, file), title: meta.title ?? file, component: module[meta.component] });
  }
  return pages;
}

describe('Storybook docs pages', () => {
  it('rule: every component the package exports (both entries) has a docs page of its own', async () => {
    const pages = await docsPages();
    const undocumented = exported.filter(([, value]) => !pages.some((page) => page.component === value));
    expect(undocumented.map(([name]) => name)).toEqual([]);
    // The entries export more than a handful: a broken filter that found none would pass the line above.
    expect(exported.length).toBeGreaterThan(20);
  });

  it('rule: a docs page documents one exported component, and no two pages the same one', async () => {
    const pages = await docsPages();
    const exportedValues = new Set(exported.map(([, value]) => value));
    expect(pages.filter((page) => !exportedValues.has(page.component)).map((page) => page.file)).toEqual([]);
    const components = pages.map((page) => page.component);
    expect(new Set(components).size).toBe(components.length);
  });
});
