/**
 * The User Timing mark the quote view makes when a page first shows a priced quote (`performance.mark`), for
 * performance tools: DevTools' timeline, and the benchmark's "script tag → quote visible" (bench/browser.ts).
 */
export const QUOTE_SHOWN_MARK = 'tradekit:quote-shown';
