// @vitest-environment node
// Server rendering: importing and rendering the wrapper touches no browser global.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TradekitWidget } from './tradekit-widget';

describe('<TradekitWidget> on the server', () => {
  it('renders an empty container without window or document', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const html = renderToString(<TradekitWidget bffUrl="https://bff.example" className="tk" />);
    expect(html).toBe('<div class="tk"></div>');
  });
});
