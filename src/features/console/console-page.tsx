// The sandbox console (`/sandbox/`): one page where a partner's developer sees and drives what the sandbox does.
// Each panel is an entry of `consolePanels`; the navigation, the `#<panel>` address and the live feed serve them all,
// so a new panel (callbacks, traders, trades and invoices, credentials) is one more entry.
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { CallbacksPanel } from './callbacks-panel';
import { ClockPanel } from './clock-panel';
import { CredentialsPanel } from './credentials-panel';
import { MailboxPanel } from './mailbox-panel';
import { SandboxConsoleContext, useSandboxEventStream, type LiveState } from './sandbox-console-api';
import { TradersPanel } from './traders-panel';
import { TradesPanel } from './trades-panel';
import './console.css';

export interface ConsolePanel {
  /** Its address (`#mailbox`) and the key of its name in `console.panels`. */
  id: 'mailbox' | 'callbacks' | 'clock' | 'traders' | 'trades' | 'credentials';
  Panel: ComponentType;
}

export const consolePanels: readonly ConsolePanel[] = [
  { id: 'mailbox', Panel: MailboxPanel },
  { id: 'callbacks', Panel: CallbacksPanel },
  { id: 'clock', Panel: ClockPanel },
  { id: 'traders', Panel: TradersPanel },
  { id: 'trades', Panel: TradesPanel },
  { id: 'credentials', Panel: CredentialsPanel },
];

type PanelId = ConsolePanel['id'];

const panelOfHash = (hash: string): PanelId =>
  consolePanels.find((panel) => `#${panel.id}` === hash)?.id ?? consolePanels[0]!.id;

/** The panel the address names, following the browser's back and forward. */
function useShownPanel(): [PanelId, (id: PanelId) => void] {
  const [shown, setShown] = useState(() => panelOfHash(window.location.hash));
  useEffect(() => {
    const follow = () => setShown(panelOfHash(window.location.hash));
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return [shown, setShown];
}

export function ConsolePage({ baseUrl = '/sandbox' }: { baseUrl?: string }) {
  const { api, state } = useSandboxEventStream(baseUrl);
  return (
    <SandboxConsoleContext.Provider value={api}>
      <ConsoleLayout live={state} />
    </SandboxConsoleContext.Provider>
  );
}

/** The page's frame: title, live state, navigation and the panel shown. */
export function ConsoleLayout({ live }: { live: LiveState }) {
  const { t } = useTranslation();
  const [shown, setShown] = useShownPanel();
  const main = useRef<HTMLElement>(null);
  const moved = useRef(false);
  // After a choice in the navigation, focus goes to the panel's heading (not on the first render).
  useEffect(() => {
    if (!moved.current) return;
    main.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [shown]);
  const { Panel } = consolePanels.find((panel) => panel.id === shown)!;
  return (
    <div className="tk-console">
      <header className="tk-console__header">
        <h1>{t('console.title')}</h1>
        <p>{t('console.intro')}</p>
        <p className="tk-console__live" data-live={live} role="status">
          {t(`console.live.${live}`)}
        </p>
      </header>
      <nav className="tk-console__nav" aria-label={t('console.nav')}>
        <ul>
          {consolePanels.map(({ id }) => (
            <li key={id}>
              <a
                href={`#${id}`}
                aria-current={id === shown ? 'page' : undefined}
                onClick={() => {
                  moved.current = true;
                  setShown(id);
                }}
              >
                {t(`console.panels.${id}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main ref={main} className="tk-console__main" data-panel={shown}>
        <Panel />
      </main>
    </div>
  );
}
