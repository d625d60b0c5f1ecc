// Cancelling a trade that waits for payment, asked once more before it is done: the question takes the focus, and
// keeping the trade gives it back to the cancel button.
import { useEffect, useId, useRef, useState } from 'react';
import { useCancelTrade } from '../../api/client/trades';
import { errorText } from '../../i18n/error-message';
import { useTranslation } from '../../i18n/react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';

export function CancelTrade({ tradeId }: { tradeId: number }) {
  const { t } = useTranslation();
  const cancel = useCancelTrade();
  const [confirming, setConfirming] = useState(false);
  const questionRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  const titleId = useId();

  useEffect(() => {
    if (confirming) questionRef.current?.focus();
    else if (asked.current) cancelRef.current?.focus();
  }, [confirming]);

  if (!confirming) {
    return (
      <div className="tk-actions">
        <Button
          ref={cancelRef}
          variant="secondary"
          onClick={() => {
            asked.current = true;
            setConfirming(true);
          }}
        >
          {t('trade.cancel.button')}
        </Button>
      </div>
    );
  }
  return (
    <div
      ref={questionRef}
      role="group"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="tk-trade__confirm"
      data-state="confirming"
    >
      <p id={titleId} className="tk-alert__title">
        {t('trade.cancel.question')}
      </p>
      <p>{t('trade.cancel.text')}</p>
      {cancel.isError ? (
        <Alert tone="error">
          <p>{errorText(t, cancel.error)}</p>
        </Alert>
      ) : null}
      <div className="tk-actions">
        <Button loading={cancel.isPending} onClick={() => cancel.mutate(tradeId)}>
          {t('trade.cancel.yes')}
        </Button>
        <Button
          variant="secondary"
          disabled={cancel.isPending}
          onClick={() => {
            cancel.reset();
            setConfirming(false);
          }}
        >
          {t('trade.cancel.no')}
        </Button>
      </div>
    </div>
  );
}
