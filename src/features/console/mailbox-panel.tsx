// The console's mailbox: every email the sandbox sent instead of delivering it, newest first, as the customer
// would read it, with codes to copy and links to open. New mail is pushed (`mail` events) and read at once.
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Button } from '../../ui/button';
import { CopyButton } from '../../ui/copy-button';
import { TextField } from '../../ui/text-field';
import { mailCodes, mailParts } from '../../api/contract/sandbox/mail-parts';
import { ConsolePanel, Fact, SandboxList, Time } from './console-parts';
import {
  readAllMail,
  useSandboxConsole,
  useSandboxEvent,
  useSandboxRead,
  type MailboxMessage,
} from './sandbox-console-api';

export function MailboxPanel() {
  const { t } = useTranslation();
  const { baseUrl } = useSandboxConsole();
  const { data, error, reload } = useSandboxRead(() => readAllMail(baseUrl));
  const [query, setQuery] = useState('');
  const [arrived, setArrived] = useState('');
  useSandboxEvent('mail', (event) => {
    const mail = event as Partial<MailboxMessage>;
    setArrived(t('console.mailbox.arrived', { to: mail.to ?? '', subject: mail.subject ?? '' }));
    reload();
  });
  const needle = query.trim().toLowerCase();
  const shown = useMemo(() => data?.filter((mail) => mail.to.includes(needle)), [data, needle]);

  return (
    <ConsolePanel id="mailbox" title={t('console.mailbox.title')} intro={t('console.mailbox.intro')}>
      <div role="search">
        <TextField
          type="search"
          label={t('console.mailbox.search')}
          description={t('console.mailbox.searchHint')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
      </div>
      <p role="status" className="tk-visually-hidden">
        {arrived}
      </p>
      <SandboxList
        read={{ data: shown, error, reload }}
        count={(mails) => t('console.mailbox.count', { count: mails.length })}
        countLive
        empty={needle ? t('console.mailbox.noMatch', { query: query.trim() }) : t('console.mailbox.empty')}
        itemKey={(mail, index) => `${mail.createTime}-${mail.to}-${index}`}
      >
        {(mail) => <MailView mail={mail} />}
      </SandboxList>
    </ConsolePanel>
  );
}

/**
 * One email as its reader sees it: subject, addressee, time, and its text part with its codes and links, or its
 * HTML part as a mail program shows it (the sandbox's own document, framed without script).
 */
export function MailView({ mail }: { mail: MailboxMessage }) {
  const { t } = useTranslation();
  const { baseUrl } = useSandboxConsole();
  const subjectId = useId();
  const [part, setPart] = useState<'text' | 'html'>('text');
  const codes = mailCodes(mail.text);
  return (
    <article className="tk-console__mail" aria-labelledby={subjectId}>
      <h3 id={subjectId}>{mail.subject}</h3>
      <dl className="tk-console__meta">
        <Fact term={t('console.mailbox.to')}>{mail.to}</Fact>
        <div>
          <dt>{t('console.mailbox.sent')}</dt>
          <dd>
            <Time time={mail.createTime} />
          </dd>
        </div>
      </dl>
      <div className="tk-console__toggle" role="group" aria-label={t('console.mailbox.part')}>
        {(['text', 'html'] as const).map((shown) => (
          <Button key={shown} variant="secondary" aria-pressed={part === shown} onClick={() => setPart(shown)}>
            {t(`console.mailbox.parts.${shown}`)}
          </Button>
        ))}
      </div>
      {part === 'html' ? (
        <iframe
          className="tk-console__mail-frame"
          title={t('console.mailbox.htmlTitle', { subject: mail.subject })}
          src={`${baseUrl}/mailbox/${mail.id}/html`}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
        />
      ) : (
        <p className="tk-console__text">
          {mailParts(mail.text).map((piece, index) =>
            piece.kind === 'text' ? (
              piece.text
            ) : piece.kind === 'code' ? (
              <strong key={index} className="tk-console__code">
                {piece.code}
              </strong>
            ) : (
              <a key={index} className="tk-link" href={piece.url} target="_blank" rel="noreferrer">
                {piece.url}
              </a>
            ),
          )}
        </p>
      )}
      {codes.length > 0 ? (
        <div className="tk-actions">
          {codes.map((code) => (
            <CopyButton key={code} value={code} label={t('console.mailbox.copyCode', { code })} />
          ))}
        </div>
      ) : null}
    </article>
  );
}
