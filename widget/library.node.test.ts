// The kit as a React partner installs it: built as a library into its package (kit/: ES modules, type declarations,
// an exports map), imported by its package name in plain Node, and rendered on the server without touching browser
// globals. kit/test/package.node.test.ts goes further: packed, installed into a fresh Vite app, built and rendered.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

// Real Node resolution (not Vite's): run inside kit/, the package imports itself by name through its exports map.
const consumer = `
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { TradekitWidget } from '@tradekit/react/widget';
import * as kit from '@tradekit/react';
const widget = renderToString(h(TradekitWidget, { bffUrl: 'https://bff.example' }));
const flow = renderToString(h(kit.TradekitProvider, { bffUrl: 'https://bff.example', locale: 'da' }, h(kit.TradeFlow)));
console.log(JSON.stringify({ widget, flow, exports: Object.keys(kit), window: typeof window }));
`;

describe('the kit as a library', () => {
  it('builds with declarations, resolves through its exports map, and renders on the server', () => {
    execFileSync('npm', ['run', 'build:lib', '--silent'], { cwd: root, stdio: 'pipe' });
    const lib = path.join(root, 'kit/dist');
    for (const file of [
      'index.js',
      'widget.js',
      'style.css',
      'types/src/index.d.ts',
      'types/widget/tradekit-widget.d.ts',
    ]) {
      expect(fs.existsSync(path.join(lib, file)), file).toBe(true);
    }
    // One stylesheet for every view: the theme, and the styles views import themselves (loaded lazily by the widget).
    const style = fs.readFileSync(path.join(lib, 'style.css'), 'utf8');
    for (const rule of ['.tk-root', '.tk-qr', '.tk-copy', '.tk-password-rules', '.tk-code-input', '.tk-checklist']) {
      expect(style, rule).toMatch(new RegExp(`\\${rule} ?\\{`));
    }
    expect(fs.readFileSync(path.join(lib, 'types/widget/tradekit-widget.d.ts'), 'utf8')).toMatch(
      /export declare function TradekitWidget/,
    );

    const out = execFileSync(process.execPath, ['--input-type=module', '-e', consumer], {
      cwd: path.join(root, 'kit'),
    }).toString();
    const result = JSON.parse(out) as { widget: string; flow: string; exports: string[]; window: string };
    expect(result.window).toBe('undefined');
    expect(result.widget).toBe('<div></div>');
    expect(result.flow.length).toBeGreaterThan(0);
    expect(result.exports).toEqual(expect.arrayContaining(['TradekitProvider', 'TradeFlow', 'QuoteView', 'KycView']));
  }, 120_000);
});
