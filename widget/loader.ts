// tradekit.js: the script tag a partner adds to their page (budget: 2 KB gzip). It installs `window.Tradekit`,
// mounts the calls queued before it loaded, and auto-mounts elements marked `data-tradekit`.
// Usage and options: README, "Embed the widget".
import { mount as mountWidget, type MountOptions } from './embed';
import { PROTOCOL_VERSION, type WidgetOptions } from './protocol';

export type { MountOptions, WidgetHandle } from './embed';

const scriptBase = (document.currentScript as HTMLScriptElement | null)?.src || location.href;
const mount = (options: MountOptions) => mountWidget(options, scriptBase);

/** Mounts every element marked `data-tradekit` ("inline", or "overlay" on a button that opens it). */
function autoMount() {
  document.querySelectorAll<HTMLElement>('[data-tradekit]:not([data-tradekit-mounted])').forEach((element) => {
    const d = element.dataset;
    element.dataset.tradekitMounted = '';
    const options: MountOptions = {
      bffUrl: d.bffUrl,
      partnerId: d.partnerId,
      locale: d.locale,
      page: d.page as WidgetOptions['page'],
      fiatCurrency: d.fiatCurrency,
      cryptoCurrency: d.cryptoCurrency,
      amount: d.amount,
      walletAddress: d.walletAddress,
      theme: { primaryColor: d.primaryColor, mode: d.theme as 'light' | 'dark' | undefined },
    };
    if (d.tradekit === 'overlay') element.addEventListener('click', () => mount({ ...options, mode: 'overlay' }));
    else mount({ ...options, container: element });
  });
}

// Calls made before this script loaded were queued by the snippet `window.Tradekit ||= {q: [], mount(o) {this.q.push(o)}}`.
const global = window as unknown as { Tradekit?: { q?: MountOptions[] } };
const queued = global.Tradekit?.q ?? [];
global.Tradekit = { mount, version: PROTOCOL_VERSION } as never;
for (const options of queued) {
  try {
    mount(options);
  } catch (error) {
    console.error(error);
  }
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', autoMount);
else autoMount();
