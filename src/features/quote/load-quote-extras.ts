// Loads quote-extras.ts, a chunk of its own, once: the view asks for it when it first renders, the prefetch when
// the starting amount is one to receive.
import { useEffect, useState } from 'react';

export type QuoteExtras = typeof import('./quote-extras');

let loaded: QuoteExtras | undefined;

/** The extras, downloaded on the first call. */
export async function loadQuoteExtras(): Promise<QuoteExtras> {
  return (loaded ??= await import('./quote-extras'));
}

/** The extras once they are here (undefined for the render or two before). */
export function useQuoteExtras(): QuoteExtras | undefined {
  const [extras, setExtras] = useState(loaded);
  useEffect(() => {
    if (!extras) void loadQuoteExtras().then(setExtras);
  }, [extras]);
  return extras;
}
