// The bank account a sell pays out to: the customer's accounts in the sell's currency as radio buttons (the newest
// chosen unless another is), adding one inline, removing one after a confirmation.
import { useEffect, useId, useRef, useState } from 'react';
import type { BankAccountView } from '../../api/contract/bff/trade';
import { useBankAccounts, useDeleteBankAccount } from '../../api/client/trades';
import { errorText } from '../../i18n/error-message';
import { useTranslation } from '../../i18n/react';
import { useAllMessages } from '../../i18n/use-all-messages';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ErrorState, LoadingState } from '../../ui/query-states';
import { BankAccountForm } from './bank-account-form';

/** Props of {@link BankAccountChoice}, a controlled choice. */
export interface BankAccountChoiceProps {
  /** The sell's payout currency: only accounts in it are offered, and a new one is registered in it. */
  currency: string;
  /** The chosen account's id. */
  value: number | undefined;
  /** Called with the chosen account's id; undefined when there is none left to choose. */
  onChange: (id: number | undefined) => void;
}

/** The last four characters of the account number, all the list shows of it. */
function lastDigits(account: BankAccountView): string {
  return account.account.number.replace(/\s+/g, '').slice(-4);
}

/** Newest first: the latest registered is the likeliest wanted. */
function newestFirst(a: BankAccountView, b: BankAccountView): number {
  return Date.parse(b.createTime) - Date.parse(a.createTime) || b.id - a.id;
}

/**
 * Bank account choice, to render inside a sell's order summary (outside any `<form>`: adding an account is a form of
 * its own). Loading, error and empty states included; with no account yet, the registration form is open.
 */
export function BankAccountChoice({ currency, value, onChange }: BankAccountChoiceProps) {
  useAllMessages();
  const { t } = useTranslation();
  const id = useId();
  const accounts = useBankAccounts();
  const remove = useDeleteBankAccount();
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<BankAccountView>();
  const [announcement, setAnnouncement] = useState('');
  const [focusRequest, setFocusRequest] = useState<{ target: string }>();
  const focusLater = (target: string) => setFocusRequest({ target });
  const rootRef = useRef<HTMLDivElement>(null);
  const offered = (accounts.data ?? []).filter((a) => a.account.currency === currency).sort(newestFirst);
  const offeredIds = offered.map((a) => a.id).join(',');

  // The newest account is chosen while none is, or when the chosen one is gone (removed, or in another currency).
  useEffect(() => {
    if (!accounts.isSuccess || accounts.isFetching) return;
    const ids = offeredIds === '' ? [] : offeredIds.split(',').map(Number);
    if (value === undefined || !ids.includes(value)) {
      const next = ids[0];
      if (next !== value) onChange(next);
    }
  }, [accounts.isSuccess, accounts.isFetching, offeredIds, value, onChange]);

  // Focus follows what the customer did: into the opened form, onto the new account, back to the list.
  useEffect(() => {
    if (focusRequest) rootRef.current?.ownerDocument.getElementById(focusRequest.target)?.focus();
  }, [focusRequest]);

  if (accounts.isPending) return <LoadingState />;
  if (accounts.isError) return <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />;

  const empty = offered.length === 0;
  const formOpen = adding || empty;

  async function confirmRemove(account: BankAccountView) {
    try {
      await remove.mutateAsync(account.id);
      setConfirming(undefined);
      remove.reset();
      setAnnouncement(t('bankAccount.choice.removed', { digits: lastDigits(account) }));
      // With the last account gone the registration form opens in place of the "Add" button.
      focusLater(offered.length > 1 ? `${id}-add` : `${id}-form`);
    } catch {
      // The error stays shown in the confirmation, which stays open to try again.
    }
  }

  return (
    <div className="tk-form" ref={rootRef}>
      {empty ? (
        <p>{t('bankAccount.choice.empty', { currency })}</p>
      ) : (
        <fieldset className="tk-radio-group">
          <legend className="tk-field__label">{t('bankAccount.choice.legend', { currency })}</legend>
          {offered.map((account) => {
            const optionId = `${id}-${account.id}`;
            const digits = lastDigits(account);
            const checked = account.id === value;
            return (
              <div className="tk-radio" key={account.id} data-state={checked ? 'checked' : 'unchecked'}>
                <input
                  type="radio"
                  id={optionId}
                  name={`${id}-account`}
                  value={account.id}
                  checked={checked}
                  onChange={() => onChange(account.id)}
                  aria-describedby={`${optionId}-holder`}
                />
                <label htmlFor={optionId}>
                  <span aria-hidden="true" dir="ltr" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {`•••• ${digits}`}
                  </span>
                  <span className="tk-visually-hidden">{t('bankAccount.choice.endingIn', { digits })}</span>
                </label>
                <p className="tk-field__description" id={`${optionId}-holder`}>
                  {account.holder.name}
                </p>
                <div style={{ gridColumn: 2 }}>
                  <button
                    type="button"
                    className="tk-link"
                    id={`${optionId}-remove`}
                    aria-expanded={confirming?.id === account.id}
                    onClick={() => {
                      remove.reset();
                      setConfirming(account);
                      focusLater(`${optionId}-confirm`);
                    }}
                  >
                    {t('bankAccount.choice.remove')}{' '}
                    <span className="tk-visually-hidden">{t('bankAccount.choice.removeWhich', { digits })}</span>
                  </button>
                </div>
                {confirming?.id === account.id ? (
                  <div style={{ gridColumn: '1 / -1', marginTop: '0.5rem' }}>
                    <Alert tone="warning" role="group" aria-labelledby={`${optionId}-question`}>
                      <p id={`${optionId}-question`}>{t('bankAccount.choice.confirmRemove', { digits })}</p>
                      {remove.isError ? (
                        <p role="alert" style={{ color: 'var(--tk-error)', fontWeight: 600 }}>
                          {errorText(t, remove.error)}
                        </p>
                      ) : null}
                      <div className="tk-actions" style={{ marginTop: '0.5rem' }}>
                        <Button
                          id={`${optionId}-confirm`}
                          loading={remove.isPending}
                          onClick={() => void confirmRemove(account)}
                        >
                          {t('bankAccount.choice.confirmRemoveYes')}
                        </Button>
                        <Button
                          variant="secondary"
                          disabled={remove.isPending}
                          onClick={() => {
                            setConfirming(undefined);
                            focusLater(`${optionId}-remove`);
                          }}
                        >
                          {t('bankAccount.choice.keep')}
                        </Button>
                      </div>
                    </Alert>
                  </div>
                ) : null}
              </div>
            );
          })}
        </fieldset>
      )}
      <p role="status" className="tk-visually-hidden">
        {announcement}
      </p>
      {formOpen ? (
        <div id={`${id}-form`} tabIndex={-1} style={{ outline: 'none' }}>
          <BankAccountForm
            currency={currency}
            onCreated={(account) => {
              setAdding(false);
              onChange(account.id);
              setAnnouncement(t('bankAccount.choice.added', { digits: lastDigits(account) }));
              focusLater(`${id}-${account.id}`);
            }}
            onCancel={
              empty
                ? undefined
                : () => {
                    setAdding(false);
                    focusLater(`${id}-add`);
                  }
            }
          />
        </div>
      ) : (
        <div className="tk-actions">
          <Button
            variant="secondary"
            id={`${id}-add`}
            onClick={() => {
              setAdding(true);
              focusLater(`${id}-form`);
            }}
          >
            {t('bankAccount.choice.add')}
          </Button>
        </div>
      )}
    </div>
  );
}
