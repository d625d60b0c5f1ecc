// The console's credentials: the sandbox's own partner and merchant and its URLs (`GET /sandbox/credentials`), each
// with a copy button, and the snippets a developer pastes (the script tag, signed `curl`s of the Merchant API that
// list invoices and create one, the `.env` of a BFF in front of this sandbox). Secrets are shown only on request: "Show secrets" reads the same
// route with `?reveal=secrets`; until then they are neither fetched nor in the snippets.
import { useId, useState, type ReactNode } from 'react';
import { credentialSnippets } from '../../api/contract/sandbox/snippets';
import { useTranslation } from '../../i18n/react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { CopyButton } from '../../ui/copy-button';
import { ConsolePanel, Fact, SandboxRead } from './console-parts';
import { readSandboxCredentials, useSandboxConsole, useSandboxRead } from './sandbox-console-api';

/** 32 random bytes in hex: the `.env`'s SESSION_SECRET, made in the browser so no server ever saw it. */
function randomSessionSecret(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface CredentialsPanelProps {
  /** The `.env`'s SESSION_SECRET; a random one unless given (stories and tests fix it). */
  sessionSecret?: string;
}

export function CredentialsPanel({ sessionSecret: givenSecret }: CredentialsPanelProps) {
  const { t } = useTranslation();
  const { baseUrl } = useSandboxConsole();
  const [reveal, setReveal] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [revealed, setRevealed] = useState<Awaited<ReturnType<typeof readSandboxCredentials>>>();
  const { data: masked, error, reload } = useSandboxRead(() => readSandboxCredentials(baseUrl));
  const [randomSecret] = useState(randomSessionSecret);

  const toggle = async () => {
    setFailed(false);
    if (reveal) {
      // Hidden again: the secrets leave the page's memory too.
      setReveal(false);
      setRevealed(undefined);
      return;
    }
    setBusy(true);
    try {
      setRevealed(await readSandboxCredentials(baseUrl, true));
      setReveal(true);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const hidden = t('console.credentials.hidden');
  const secret = (value: string | null, copyLabel: string): ReactNode =>
    value === null ? (
      <span className="tk-console__hidden">{hidden}</span>
    ) : (
      <Copyable value={value} copyLabel={copyLabel} />
    );

  return (
    <ConsolePanel id="credentials" title={t('console.credentials.title')} intro={t('console.credentials.intro')}>
      <SandboxRead read={{ data: reveal && revealed ? revealed : masked, error, reload }}>
        {(data) => (
          <>
            <div className="tk-actions">
              <Button variant="secondary" aria-pressed={reveal} loading={busy} onClick={() => void toggle()}>
                {t('console.credentials.showSecrets')}
              </Button>
            </div>
            <p role="status" className="tk-console__count">
              {data.secretsShown ? t('console.credentials.secretsShown') : t('console.credentials.secretsHidden')}
            </p>
            {failed ? (
              <Alert tone="error">
                <p>{t('console.credentials.failed')}</p>
              </Alert>
            ) : null}

            <h3>{t('console.credentials.partner')}</h3>
            <dl className="tk-console__meta tk-console__credentials">
              <Fact term={t('console.credentials.partnerId')}>
                <Copyable value={data.partner.id} copyLabel={t('console.credentials.copyPartnerId')} />
              </Fact>
              <Fact term={t('console.credentials.name')}>{data.partner.name}</Fact>
              <Fact term={t('console.credentials.keyAlgorithm')}>
                <span className="tk-console__mono">{data.partner.keyAlgorithm}</span>
              </Fact>
              <Fact term={t('console.credentials.privateKeyFile')}>
                <Copyable value={data.partner.privateKeyFile} copyLabel={t('console.credentials.copyPrivateKeyFile')} />
              </Fact>
              <Fact term={t('console.credentials.webhookSecret')}>
                {secret(data.partner.webhookSecret, t('console.credentials.copyWebhookSecret'))}
              </Fact>
            </dl>
            <p className="tk-console__note">{t('console.credentials.privateKeyNote')}</p>
            <details>
              <summary>{t('console.credentials.publicKey')}</summary>
              <pre className="tk-console__json" tabIndex={0}>
                {data.partner.publicKeyPem}
              </pre>
              <CopyButton value={data.partner.publicKeyPem} label={t('console.credentials.copyPublicKey')} />
            </details>

            <h3>{t('console.credentials.merchant')}</h3>
            <dl className="tk-console__meta tk-console__credentials">
              <Fact term={t('console.credentials.apiKey')}>
                <Copyable value={data.merchant.apiKey} copyLabel={t('console.credentials.copyApiKey')} />
              </Fact>
              <Fact term={t('console.credentials.authScheme')}>
                <span className="tk-console__mono">{data.merchant.authScheme}</span>
              </Fact>
              <Fact term={t('console.credentials.apiSecret')}>
                {secret(data.merchant.apiSecret, t('console.credentials.copyApiSecret'))}
              </Fact>
              <Fact term={t('console.credentials.ipnSecret')}>
                {secret(data.merchant.ipnSecret, t('console.credentials.copyIpnSecret'))}
              </Fact>
            </dl>

            <h3>{t('console.credentials.urls')}</h3>
            <dl className="tk-console__meta tk-console__credentials">
              {(['bffUrl', 'tradeBaseUrl', 'tradeUserUrl', 'merchantBaseUrl', 'sandboxUrl'] as const).map((name) => (
                <Fact key={name} term={t(`console.credentials.url.${name}`)}>
                  <Copyable
                    value={data.urls[name]}
                    copyLabel={t('console.credentials.copyUrl', { name: t(`console.credentials.url.${name}`) })}
                  />
                </Fact>
              ))}
            </dl>

            <Snippets credentials={data} sessionSecret={givenSecret ?? randomSecret} />
          </>
        )}
      </SandboxRead>
    </ConsolePanel>
  );
}

/** A value in monospace with its copy button. */
function Copyable({ value, copyLabel }: { value: string; copyLabel: string }) {
  return (
    <span className="tk-console__copyable">
      <code className="tk-console__mono">{value}</code>
      <CopyButton value={value} label={copyLabel} />
    </span>
  );
}

/** The snippets, as the contract's one function writes them, each with its copy button. */
function Snippets({
  credentials,
  sessionSecret,
}: {
  credentials: Awaited<ReturnType<typeof readSandboxCredentials>>;
  sessionSecret: string;
}) {
  const { t } = useTranslation();
  const snippets = credentialSnippets(credentials, {
    sessionSecret,
    hiddenNote: t('console.credentials.hiddenInSnippet'),
  });
  return (
    <>
      <h3>{t('console.credentials.snippets')}</h3>
      {credentials.secretsShown ? null : <p className="tk-console__note">{t('console.credentials.snippetsHidden')}</p>}
      <Snippet
        title={t('console.credentials.scriptTag')}
        hint={t('console.credentials.scriptTagHint')}
        text={snippets.scriptTag}
        copyLabel={t('console.credentials.copyScriptTag')}
      />
      <Snippet
        title={t('console.credentials.curl')}
        hint={t('console.credentials.curlHint')}
        text={snippets.merchantCurl}
        copyLabel={t('console.credentials.copyCurl')}
      />
      <Snippet
        title={t('console.credentials.curlCreate')}
        hint={t('console.credentials.curlCreateHint')}
        text={snippets.merchantCreateCurl}
        copyLabel={t('console.credentials.copyCurlCreate')}
      />
      <Snippet
        title={t('console.credentials.env')}
        hint={t('console.credentials.envHint')}
        text={snippets.bffEnv}
        copyLabel={t('console.credentials.copyEnv')}
      />
    </>
  );
}

function Snippet({ title, hint, text, copyLabel }: { title: string; hint: string; text: string; copyLabel: string }) {
  const titleId = useId();
  return (
    <article className="tk-console__mail tk-console__snippet" aria-labelledby={titleId}>
      <h4 id={titleId}>{title}</h4>
      <p>{hint}</p>
      <pre className="tk-console__json" tabIndex={0} aria-labelledby={titleId}>
        {text}
      </pre>
      <CopyButton value={text} label={copyLabel} />
    </article>
  );
}
