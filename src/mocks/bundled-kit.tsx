// The kit's provider with every shipped locale bundled, for component tests and stories: a view renders its words
// in its first render, so a test or a story's play reads them at once. TradekitProvider itself downloads the
// language shown (src/i18n/kit-translations.test.tsx holds that).
import { useState } from 'react';
import {
  TradekitProviderCore,
  type TradekitProviderCoreProps,
  type TradekitProviderProps,
  useHostBff,
} from '../api/client/tradekit-provider';
import { createI18n, defaultLocale, isLocale } from '../i18n/create-i18n';

export type BundledKitProps = Omit<TradekitProviderCoreProps, 'i18n'> & Pick<TradekitProviderProps, 'onError'>;

/** TradekitProvider with bundled messages: `locale` one of the shipped ones (English for another). */
export function BundledKit({ locale = defaultLocale, bffUrl, onError, children, ...props }: BundledKitProps) {
  const [i18n] = useState(() => createI18n(locale));
  const bff = useHostBff(bffUrl, onError);
  return (
    <TradekitProviderCore {...props} {...bff} locale={isLocale(locale) ? locale : defaultLocale} i18n={i18n}>
      {children}
    </TradekitProviderCore>
  );
}
