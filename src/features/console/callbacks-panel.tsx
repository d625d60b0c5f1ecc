// The console's webhooks and callbacks: every partner webhook and merchant callback the sandbox delivered or tried
// (the outbox's log, `GET /sandbox/callbacks`), newest first, each titled by what it is about (its event, resource
// and state, as the sandbox read them from the body), with its URL, body, signature header and attempts,
// and "Deliver again" through `POST /sandbox/callbacks/{id}/redeliver` (the route scripts use). Each recorded
// attempt is pushed (`delivery` events) and the log read again at once.
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { CopyButton } from '../../ui/copy-button';
import { ConsolePanel, SandboxList, Time } from './console-parts';
import {
  readCallbacks,
  redeliverCallback,
  useSandboxConsole,
  useSandboxEvent,
  useSandboxRead,
  type CallbackDeliveryEntry,
} from './sandbox-console-api';

/** The body as JSON pretty-printed, or as it is when it is not JSON. */
export function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** The header that carries the signature (`X-…-Callback-Signature`, the partner webhook's), if any. */
export function signatureHeader(headers: Record<string, string>): [string, string] | undefined {
  return Object.entries(headers).find(([name]) => /signature/i.test(name));
}

const knownResources = ['invoice', 'buy_order', 'trade', 'identification_attempt'] as const;
const isKnownResource = (resource: string): resource is (typeof knownResources)[number] =>
  (knownResources as readonly string[]).includes(resource);

/**
 * The title of an entry: what it is about ("Invoice 3180 → paid (invoice_state_change)") when the sandbox said so,
 * else its place in the log and its kind. An attempt's UUID is cut to its first 8 characters, as the Traders panel
 * names attempts.
 */
export function deliveryTitle(t: ReturnType<typeof useTranslation>['t'], delivery: CallbackDeliveryEntry): string {
  const { subject } = delivery;
  if (subject === null) return t('console.callbacks.entry', { id: delivery.id, kind: delivery.kind });
  return t('console.callbacks.about', {
    resource: isKnownResource(subject.resource)
      ? t(`console.callbacks.resources.${subject.resource}`)
      : subject.resource,
    id: typeof subject.id === 'string' ? subject.id.slice(0, 8) : subject.id,
    state: subject.state,
    event: subject.event,
  });
}

const knownStates = ['pending', 'delivered', 'failed'] as const;
const isKnownState = (state: string): state is (typeof knownStates)[number] =>
  (knownStates as readonly string[]).includes(state);

export function CallbacksPanel() {
  const { t } = useTranslation();
  const { baseUrl } = useSandboxConsole();
  const read = useSandboxRead(() => readCallbacks(baseUrl));
  const { reload } = read;
  const [busy, setBusy] = useState<number>();
  const [said, setSaid] = useState('');
  const [failed, setFailed] = useState<number>();
  useSandboxEvent('delivery', (event) => {
    const { id } = event as { id?: unknown };
    if (typeof id === 'number') setSaid(t('console.callbacks.attempted', { id }));
    reload();
  });

  const again = async (id: number) => {
    setBusy(id);
    setFailed(undefined);
    try {
      await redeliverCallback(baseUrl, id);
      setSaid(t('console.callbacks.queued', { id }));
      reload();
    } catch {
      setFailed(id);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <ConsolePanel id="callbacks" title={t('console.callbacks.title')} intro={t('console.callbacks.intro')}>
      <p role="status" className="tk-visually-hidden">
        {said}
      </p>
      {failed !== undefined ? (
        <Alert tone="error">
          <p>{t('console.callbacks.failed', { id: failed })}</p>
        </Alert>
      ) : null}
      <SandboxList
        read={read}
        count={(deliveries) => t('console.callbacks.count', { count: deliveries.length })}
        empty={t('console.callbacks.empty')}
        itemKey={(delivery) => delivery.id}
      >
        {(delivery) => (
          <DeliveryView
            delivery={delivery}
            busy={busy === delivery.id}
            disabled={busy !== undefined && busy !== delivery.id}
            onAgain={() => void again(delivery.id)}
          />
        )}
      </SandboxList>
    </ConsolePanel>
  );
}

/** One entry of the log: what it is, where it went, what it said, how it was signed, and every attempt. */
export function DeliveryView({
  delivery,
  busy,
  disabled,
  onAgain,
}: {
  delivery: CallbackDeliveryEntry;
  busy: boolean;
  disabled: boolean;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const signature = signatureHeader(delivery.headers);
  const newestFirst = [...delivery.attempts].reverse();
  return (
    <article className="tk-console__mail tk-console__delivery" aria-labelledby={titleId}>
      <h3 id={titleId}>{deliveryTitle(t, delivery)}</h3>
      <dl className="tk-console__meta">
        <div>
          <dt>{t('console.callbacks.logEntry')}</dt>
          <dd className="tk-console__mono">{t('console.callbacks.entry', { id: delivery.id, kind: delivery.kind })}</dd>
        </div>
        <div>
          <dt>{t('console.callbacks.url')}</dt>
          <dd className="tk-console__mono">{delivery.url}</dd>
        </div>
        <div>
          <dt>{t('console.callbacks.state')}</dt>
          <dd data-state={delivery.state}>
            {isKnownState(delivery.state) ? t(`console.callbacks.states.${delivery.state}`) : delivery.state}
          </dd>
        </div>
        <div>
          <dt>{t('console.callbacks.created')}</dt>
          <dd>
            <Time time={delivery.createTime} />
          </dd>
        </div>
        <div>
          <dt>{t('console.callbacks.signature')}</dt>
          <dd className="tk-console__mono">
            {signature ? `${signature[0]}: ${signature[1]}` : t('console.callbacks.unsigned')}
          </dd>
        </div>
      </dl>
      <details>
        <summary>{t('console.callbacks.body')}</summary>
        <pre className="tk-console__json" tabIndex={0}>
          {prettyBody(delivery.body)}
        </pre>
      </details>
      <h4 className="tk-console__subhead">{t('console.callbacks.attempts', { count: delivery.attempts.length })}</h4>
      {newestFirst.length === 0 ? (
        <p>{t('console.callbacks.noAttempt')}</p>
      ) : (
        <ol className="tk-console__attempts" reversed>
          {newestFirst.map((attempt, index) => (
            <li key={`${attempt.time}-${index}`}>
              <Time time={attempt.time} />
              {' · '}
              {attempt.status === null
                ? t('console.callbacks.noAnswer', { error: attempt.error ?? '' })
                : attempt.error === null
                  ? t('console.callbacks.answered', { status: attempt.status })
                  : t('console.callbacks.answeredBadly', { status: attempt.status })}
            </li>
          ))}
        </ol>
      )}
      <div className="tk-actions">
        <Button
          variant="secondary"
          loading={busy}
          disabled={disabled}
          onClick={onAgain}
          aria-label={t('console.callbacks.againLabel', { id: delivery.id })}
        >
          {t('console.callbacks.again')}
        </Button>
        {signature ? (
          <CopyButton value={signature[1]} label={t('console.callbacks.copySignature', { id: delivery.id })} />
        ) : null}
      </div>
    </article>
  );
}
