// The console's traders: each trader of the sandbox (`GET /sandbox/traders`), newest first and searchable by email,
// with every per-trader state and its identification attempts, and the decisions a compliance team makes, each
// through the sandbox route a script would call (the identity provider's `POST /identity/{attemptId}`, and
// `/traders/{id}/identification`, `/company-review`, `/proof-of-funds`, `/trade-block`). Every write to a trader
// is pushed (`changed` events with resource `trader`) and the list read again at once.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { TextField } from '../../ui/text-field';
import { ConsolePanel, SandboxList, useConsoleAction } from './console-parts';
import { readTraders, useSandboxConsole, useSandboxEvent, useSandboxRead } from './sandbox-console-api';
import { TraderView } from './trader-view';

/** The most traders the route answers at once (its default page). */
const pageSize = 100;

export function TradersPanel() {
  const { t } = useTranslation();
  const { baseUrl } = useSandboxConsole();
  const [query, setQuery] = useState('');
  const needle = query.trim();
  const read = useSandboxRead(() => readTraders(baseUrl, needle));
  const { reload } = read;
  const { busy, run, outcome } = useConsoleAction({
    refused: (_label, message) => t('console.traders.refused', { message }),
    failed: () => t('console.traders.failed'),
    onSettled: (wentThrough) => {
      if (wentThrough) reload();
    },
  });
  // The search is the route's own filter: a new needle is a new read.
  const searched = useRef(needle);
  useEffect(() => {
    if (searched.current === needle) return;
    searched.current = needle;
    reload();
  }, [needle, reload]);
  useSandboxEvent('changed', (event) => {
    if ((event as { resource?: unknown }).resource === 'trader') reload();
  });

  return (
    <ConsolePanel id="traders" title={t('console.traders.title')} intro={t('console.traders.intro')}>
      <div role="search">
        <TextField
          type="search"
          label={t('console.traders.search')}
          description={t('console.traders.searchHint')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
      </div>
      {outcome}
      <SandboxList
        read={read}
        count={(traders) =>
          traders.length >= pageSize
            ? t('console.traders.newest', { count: traders.length })
            : t('console.traders.count', { count: traders.length })
        }
        countLive
        empty={needle ? t('console.traders.noMatch', { query: needle }) : t('console.traders.empty')}
        itemKey={(trader) => trader.id}
      >
        {(trader) => <TraderView trader={trader} busy={busy} run={run} />}
      </SandboxList>
    </ConsolePanel>
  );
}
