// The HTML of an API reference page: Swagger UI's stylesheet and bundle, then this folder's boot module, which
// reads what to render from the `data-` attributes of the page's root element. No inline script or style, so the
// page's Content-Security-Policy allows this server's own files and nothing else.
import type { ApiReferenceAssets } from './assets';

/** The three references: the emulated upstream APIs (sandbox mode) and the BFF's own browser API. */
export type ReferenceApi = 'trade' | 'merchant' | 'browser';

export interface ReferencePage {
  api: ReferenceApi;
  title: string;
  /** Path of the page itself. */
  path: string;
  /** Path of the OpenAPI document the page renders. */
  documentPath: string;
}

export const referencePages: Readonly<Record<ReferenceApi, ReferencePage>> = {
  trade: { api: 'trade', title: 'Trade API', path: '/trade/docs', documentPath: '/trade/openapi.json' },
  merchant: {
    api: 'merchant',
    title: 'Merchant API v3',
    path: '/merchant/docs',
    documentPath: '/merchant/openapi.json',
  },
  browser: { api: 'browser', title: 'BFF browser API', path: '/api/docs', documentPath: '/api/openapi.json' },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export interface PageOptions {
  mode: 'sandbox' | 'production';
  /** The pages this server has, for the links between them. */
  pages: readonly ReferencePage[];
  /**
   * Sandbox mode only: where the page's script reads the sandbox's merchant credentials to sign "Try it out"
   * requests. Never set in production, so no page there learns a secret.
   */
  credentialsPath?: string;
}

export function referencePageHtml(page: ReferencePage, assets: ApiReferenceAssets, options: PageOptions): string {
  const links = options.pages
    .map((other) =>
      other.api === page.api
        ? `<li><a href="${other.path}" aria-current="page">${escapeHtml(other.title)}</a></li>`
        : `<li><a href="${other.path}">${escapeHtml(other.title)}</a></li>`,
    )
    .join('');
  const data = [
    `data-api="${page.api}"`,
    `data-document="${escapeHtml(page.documentPath)}"`,
    `data-mode="${options.mode}"`,
    ...(options.mode === 'sandbox' && options.credentialsPath
      ? [`data-credentials="${escapeHtml(options.credentialsPath)}"`]
      : []),
  ].join(' ');
  const sandboxNote =
    options.mode === 'sandbox'
      ? '<p class="tk-reference-note">Sandbox: “Try it out” sends requests to this sandbox with its own credentials.</p>'
      : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} reference · Tradekit</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${assets.urls.swaggerUiStyles}">
<link rel="stylesheet" href="${assets.urls.styles}">
<link rel="modulepreload" href="${assets.urls.tryIt}">
</head>
<body>
<header class="tk-reference-header">
<nav aria-label="API references"><ul>${links}</ul></nav>
${sandboxNote}
</header>
<main id="api-reference" ${data}><p class="tk-reference-loading">Loading the ${escapeHtml(page.title)} reference…</p></main>
<script src="${assets.urls.swaggerUiScript}"></script>
<script type="module" src="${assets.urls.boot}"></script>
</body>
</html>
`;
}
