// One trader of the console's Traders panel: who it is, whether its trades go through now or what stands in the way
// (the sandbox's own answer, `readyToTrade` and `tradeBlockers`), every per-trader state, its identification
// attempts, and the buttons of the decisions the sandbox routes take for it now (the route's own answer says which:
// an attempt's `decisions`, `kybDocumentsRequested`, `proofOfFundsAsked`). Every button is named with the trader or
// attempt it acts on, so no two different buttons share a name.
import { useId, useState } from 'react';
import { RejectReason } from '../../api/contract/trade/enums';
import { formatDateTime } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { SelectField } from '../../ui/select-field';
import { ActionButton, type ConsoleAction, Fact, Time } from './console-parts';
import {
  concludeCompanyReview,
  decideIdentification,
  judgeProofOfFunds,
  setTradeBlock,
  skipIdentification,
  useSandboxConsole,
  type SandboxTraderAttemptEntry,
  type SandboxTraderEntry,
} from './sandbox-console-api';

/** The forced delay the console sets: a day, long enough to see a client cope with `forced_delay`. */
export const tradeBlockSeconds = 24 * 3600;

/** The reasons a compliance team rejects with (MANUAL_REVIEW is a decision of its own, not a final reason). */
export const finalRejectReasons = RejectReason.options.filter((reason) => reason !== 'MANUAL_REVIEW');

/** The short form of an attempt's id people can tell apart and say. */
export const shortId = (id: string) => id.slice(0, 8);

const stateKeys = [
  'identificationState',
  'corporateDetailsState',
  'addressState',
  'sourceOfFundsState',
  'kybState',
  'enhancedDueDiligenceState',
  'shareholderRelationState',
  'proofOfSourceOfFundsState',
  'enhancedProofOfSourceOfFundsState',
  'pepState',
  'tradeSubscriptionsAllowed',
] as const satisfies readonly (keyof SandboxTraderEntry['states'])[];

interface ActionProps {
  busy: string | undefined;
  run: ConsoleAction;
}

export function TraderView({ trader, busy, run }: { trader: SandboxTraderEntry } & ActionProps) {
  const { t, i18n } = useTranslation();
  const { baseUrl } = useSandboxConsole();
  const titleId = useId();
  const { email, id } = trader;
  const yesNo = (value: boolean) => t(value ? 'console.traders.yes' : 'console.traders.no');
  const button = (key: string, label: string, name: string, action: () => Promise<string>) => (
    <ActionButton actionKey={key} busy={busy} aria-label={name} onClick={() => void run(key, name, action)}>
      {label}
    </ActionButton>
  );
  const review = (result: 'approved' | 'rejected') =>
    button(
      `${id}-kyb-${result}`,
      t(`console.traders.companyReview.${result}`),
      t(`console.traders.companyReview.${result}Label`, { email }),
      async () => {
        const answer = await concludeCompanyReview(baseUrl, id, result);
        return t(`console.traders.companyReview.${result}Done`, { email, kybState: answer.kybState });
      },
    );
  const proof = (result: 'approved' | 'rejected') =>
    button(
      `${id}-proof-${result}`,
      t(`console.traders.proofOfFunds.${result}`),
      t(`console.traders.proofOfFunds.${result}Label`, { email }),
      async () => {
        const answer = await judgeProofOfFunds(baseUrl, id, result);
        return t(`console.traders.proofOfFunds.${result}Done`, { email, state: answer.proofOfSourceOfFundsState });
      },
    );
  // What stands in the way, as the sandbox's own rules found it (GET /sandbox/traders), in the page's language.
  const blockers = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    trader.tradeBlockers.map((blocker) =>
      blocker === 'forced_delay'
        ? t('console.traders.blockers.forced_delay', {
            time: trader.canTradeAfter === null ? '' : formatDateTime(trader.canTradeAfter, i18n.language),
          })
        : t(`console.traders.blockers.${blocker}`),
    ),
  );
  const corporateReviewOpen = trader.accountType === 'corporate' && trader.kybDocumentsRequested;
  const canSkip = trader.accountType === 'individual' && trader.states.identificationState !== 'approved';

  return (
    <article className="tk-console__mail tk-console__trader" aria-labelledby={titleId}>
      <h3 id={titleId}>{email}</h3>
      <dl className="tk-console__meta">
        <div>
          <dt>{t('console.traders.id')}</dt>
          <dd className="tk-console__mono">{id}</dd>
        </div>
        <Fact term={t('console.traders.partner')}>{trader.partner.name}</Fact>
        <Fact term={t('console.traders.accountType')}>{t(`console.traders.accountTypes.${trader.accountType}`)}</Fact>
        <div>
          <dt>{t('console.traders.created')}</dt>
          <dd>
            <Time time={trader.createTime} />
          </dd>
        </div>
        <Fact term={t('console.traders.emailVerified')}>{yesNo(trader.emailVerified)}</Fact>
        <Fact term={t('console.traders.complete')}>{yesNo(trader.mandatoryInformationComplete)}</Fact>
        <div>
          <dt>{t('console.traders.canTrade')}</dt>
          <dd data-state={trader.readyToTrade ? 'can-trade' : 'cannot-trade'}>
            {trader.readyToTrade ? (
              yesNo(true)
            ) : (
              <>
                {t('console.traders.cannotTrade', { reason: blockers })}
                {trader.canTrade ? (
                  <span className="tk-console__note">{t('console.traders.mayStartButWaits')}</span>
                ) : null}
              </>
            )}
          </dd>
        </div>
        <Fact term={t('console.traders.completedEur')}>
          {t('console.traders.eur', { amount: trader.completedEur })}
        </Fact>
      </dl>
      <h4 className="tk-console__subhead">{t('console.traders.states')}</h4>
      <dl className="tk-console__meta tk-console__states">
        {stateKeys.map((key) => {
          const value = trader.states[key];
          return (
            <div key={key}>
              <dt>{t(`console.traders.stateNames.${key}`)}</dt>
              <dd className="tk-console__mono" data-state={String(value)}>
                {typeof value === 'boolean' ? yesNo(value) : value}
              </dd>
            </div>
          );
        })}
        {trader.companyReview !== null ? (
          <div>
            <dt>{t('console.traders.companyReview.concluded')}</dt>
            <dd className="tk-console__mono" data-state={trader.companyReview}>
              {trader.companyReview}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="tk-actions">
        {canSkip
          ? button(`${id}-skip`, t('console.traders.skip'), t('console.traders.skipLabel', { email }), async () => {
              const answer = await skipIdentification(baseUrl, id);
              return t('console.traders.skipped', { email, state: answer.identificationState });
            })
          : null}
        {corporateReviewOpen ? (
          <>
            {review('approved')}
            {review('rejected')}
          </>
        ) : null}
        {trader.proofOfFundsAsked ? (
          <>
            {proof('approved')}
            {proof('rejected')}
          </>
        ) : null}
        {trader.canTradeAfter === null
          ? button(`${id}-block`, t('console.traders.block'), t('console.traders.blockLabel', { email }), async () => {
              const answer = await setTradeBlock(baseUrl, id, tradeBlockSeconds);
              return t('console.traders.blocked', {
                email,
                time: formatDateTime(answer.forcedDelayUntil ?? '', i18n.language),
              });
            })
          : button(`${id}-lift`, t('console.traders.lift'), t('console.traders.liftLabel', { email }), async () => {
              await setTradeBlock(baseUrl, id, 0);
              return t('console.traders.lifted', { email });
            })}
      </div>
      <h4 className="tk-console__subhead">
        {t('console.traders.attempts', { count: trader.identificationAttempts.length })}
      </h4>
      {trader.identificationAttempts.length === 0 ? (
        <p>{t('console.traders.noAttempt')}</p>
      ) : (
        <ol className="tk-console__attempts tk-console__trader-attempts">
          {trader.identificationAttempts.map((attempt) => (
            <li key={attempt.id}>
              <AttemptView attempt={attempt} busy={busy} run={run} />
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}

/** One identification attempt: its state and times, its identity page, and the decisions open to it now. */
export function AttemptView({ attempt, busy, run }: { attempt: SandboxTraderAttemptEntry } & ActionProps) {
  const { t } = useTranslation();
  const { baseUrl } = useSandboxConsole();
  const [reason, setReason] = useState<RejectReason>('DENIED');
  const short = shortId(attempt.id);
  const decision = (choice: 'approve' | 'reject' | 'manual_review') => {
    const key = `${attempt.id}-${choice}`;
    const label = t(`console.traders.decisions.${choice}Label`, { attempt: short });
    return (
      <ActionButton
        key={choice}
        actionKey={key}
        busy={busy}
        aria-label={label}
        onClick={() =>
          void run(key, label, async () => {
            await decideIdentification(baseUrl, attempt.id, choice, choice === 'reject' ? reason : undefined);
            return t(`console.traders.decisions.${choice}Done`, { attempt: short, reason });
          })
        }
      >
        {t(`console.traders.decisions.${choice}`)}
      </ActionButton>
    );
  };
  const at = (time: string) => <Time time={time} />;
  return (
    <div className="tk-console__attempt">
      <p className="tk-console__attempt-title">
        <strong>{t('console.traders.attempt', { attempt: short })}</strong>{' '}
        <span className="tk-console__mono" data-state={attempt.state}>
          {attempt.rejectReason ? `${attempt.state} · ${attempt.rejectReason}` : attempt.state}
        </span>
      </p>
      <dl className="tk-console__meta">
        <Fact term={t('console.traders.attemptCreated')}>{at(attempt.createTime)}</Fact>
        {attempt.approveTime !== null ? (
          <Fact term={t('console.traders.attemptApproved')}>{at(attempt.approveTime)}</Fact>
        ) : null}
        <Fact term={t('console.traders.attemptExpires')}>{at(attempt.expireTime)}</Fact>
      </dl>
      <p>
        <a className="tk-link" href={attempt.identityPageUrl} target="_blank" rel="noreferrer">
          {t('console.traders.identityPage', { attempt: short })}
        </a>
      </p>
      {attempt.decisions.length > 0 ? (
        <fieldset className="tk-console__moves">
          <legend>{t('console.traders.decide', { attempt: short })}</legend>
          {attempt.decisions.includes('reject') ? (
            <SelectField
              label={t('console.traders.reason', { attempt: short })}
              options={finalRejectReasons.map((value) => ({ value, label: value }))}
              value={reason}
              onChange={(event) => setReason(event.target.value as RejectReason)}
            />
          ) : null}
          <div className="tk-actions">{attempt.decisions.map(decision)}</div>
        </fieldset>
      ) : null}
    </div>
  );
}
