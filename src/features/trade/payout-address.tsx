// Where a buy's bitcoin goes: the partner's address (shown, not editable), or one the customer types, checked for
// the BFF's network (checksum included) before a trade is tried.
import type { RefObject } from 'react';
import { btcAddressNetwork, isBtcAddress, type BtcNetwork } from '../../api/contract/btc-address';
import { useTranslation } from '../../i18n/react';
import { Field } from '../../ui/field';

/** A valid bitcoin testnet address (BIP 173's test vector) the sandbox offers to pay out to. */
export const SANDBOX_TEST_ADDRESS = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';

/** Why `address` cannot take the payout (an i18n key and its values), or undefined when it can. */
export function addressProblem(
  address: string,
  network: BtcNetwork,
): { key: 'addressRequired' | 'addressInvalid' | 'addressWrongNetwork'; network?: BtcNetwork } | undefined {
  const text = address.trim();
  if (text === '') return { key: 'addressRequired' };
  if (isBtcAddress(text, network)) return undefined;
  const other = btcAddressNetwork(text);
  return other ? { key: 'addressWrongNetwork', network: other } : { key: 'addressInvalid' };
}

export interface PayoutAddressProps {
  crypto: string;
  network: BtcNetwork;
  /** Sandbox mode: a test address can be filled in with one click (a new developer has no testnet wallet at hand). */
  sandbox?: boolean;
  /** The partner's address for this customer: shown, not editable. */
  given: string | undefined;
  value: string;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  /** The error to show: a check of the typed address, or the BFF's refusal of it. */
  error: string | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
}

export function PayoutAddress({
  crypto,
  network,
  sandbox = false,
  given,
  value,
  onValueChange,
  onBlur,
  error,
  inputRef,
}: PayoutAddressProps) {
  const { t } = useTranslation();
  if (given !== undefined) {
    return (
      <div className="tk-field" data-state={error ? 'invalid' : 'valid'}>
        <dl className="tk-summary">
          <dt>{t('orderSummary.payoutAddress')}</dt>
          <dd className="tk-trade__wide">
            <code className="tk-trade__code" dir="ltr">
              {given}
            </code>
          </dd>
        </dl>
        {error ? (
          <p className="tk-field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <Field
      label={t('orderSummary.addressLabel', { crypto })}
      description={
        network === 'testnet'
          ? t('orderSummary.addressHintTestnet', { crypto })
          : t('orderSummary.addressHint', { crypto })
      }
      error={error}
    >
      {(control) => (
        <>
          <input
            {...control}
            ref={inputRef}
            className="tk-input tk-trade__code"
            dir="ltr"
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            onBlur={onBlur}
          />
          {/* Offered while the field is empty or its address is refused (a mainnet one pasted by habit is the
              usual case, and the README sends developers to this button), gone once the address is good. */}
          {sandbox && network === 'testnet' && (value === '' || error !== undefined) ? (
            <div className="tk-actions">
              <button
                type="button"
                className="tk-link"
                onClick={() => {
                  onValueChange(SANDBOX_TEST_ADDRESS);
                  // The button goes away under the pointer; the field keeps the focus it would otherwise drop.
                  inputRef.current?.focus();
                }}
              >
                {t('orderSummary.useTestAddress')}
              </button>
            </div>
          ) : null}
        </>
      )}
    </Field>
  );
}
