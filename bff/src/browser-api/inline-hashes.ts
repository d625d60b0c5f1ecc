// The built pages are static, so the inline <script> and <style> blocks they carry (the demo partner page has
// some) are known at start-up: their SHA-256 hashes go into that page's Content-Security-Policy, which then
// allows exactly those blocks and no other inline code.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

const hash = (content: string) => `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

/** CSP hash sources of the inline scripts (those without `src`) and style elements of an HTML page. */
export function inlineHashesOf(html: string): InlineHashes {
  const scripts = [...html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi)].map((m) => m[1]!);
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((m) => m[1]!);
  return { scripts: scripts.filter((s) => s.trim() !== '').map(hash), styles: styles.map(hash) };
}

/** Hashes of every .html file under `root`, keyed by its path relative to `root` (`widget/index.html`). */
export function staticPageHashes(root: string | undefined): Map<string, InlineHashes> {
  const pages = new Map<string, InlineHashes>();
  if (!root || !fs.existsSync(root)) return pages;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        const hashes = inlineHashesOf(fs.readFileSync(full, 'utf8'));
        if (hashes.scripts.length || hashes.styles.length)
          pages.set(path.relative(root, full).split(path.sep).join('/'), hashes);
      }
    }
  };
  walk(root);
  return pages;
}

/** The static file a URL is answered with (`/` → `index.html`, `/pay/<token>` → `pay/index.html`). */
export function pageOfUrl(url: string): string | undefined {
  const pathname = url.split(/[?#]/)[0]!;
  if (pathname.startsWith('/pay/')) return 'pay/index.html';
  if (pathname.endsWith('/')) return `${pathname.slice(1)}index.html`;
  if (pathname.endsWith('.html')) return pathname.slice(1);
  return undefined;
}
