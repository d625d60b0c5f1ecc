// Where the sandbox service trades, and with which transfer-in media. The same list for every partner; the
// endpoint takes the partner id because the real service may narrow it per partner.
import type { SupportedCountries, StateSupport } from '#contract/trade/partners';
import type { TransferMedium } from '#contract/trade/enums';

const ALL: TransferMedium[] = ['card', 'bank', 'blockchain'];

const EEA = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
];

const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
];

/** States whose money transmitter rules the sandbox service does not meet, so trading is not offered there. */
const UNSUPPORTED_US_STATES = new Set(['NY', 'HI']);

/** Sanctioned jurisdictions: listed so a views can say "not available" rather than "unknown". */
const UNSUPPORTED = ['CU', 'IR', 'KP', 'SY', 'RU', 'BY'];

function usStates(): Record<string, StateSupport> {
  return Object.fromEntries(
    US_STATES.map((code) =>
      UNSUPPORTED_US_STATES.has(code)
        ? [code, { supported: false, supportedTransferInMedia: [] }]
        : [code, { supported: true, supportedTransferInMedia: ['card', 'blockchain'] as TransferMedium[] }],
    ),
  );
}

export function supportedCountries(): SupportedCountries {
  const countries: SupportedCountries = {};
  for (const code of EEA) countries[code] = { supported: true, supportedTransferInMedia: ALL };
  countries.CH = { supported: true, supportedTransferInMedia: ALL };
  countries.GB = { supported: true, supportedTransferInMedia: ALL };
  countries.US = { supported: true, supportedTransferInMedia: ['card', 'blockchain'], states: usStates() };
  for (const code of UNSUPPORTED) countries[code] = { supported: false, supportedTransferInMedia: [] };
  return countries;
}
