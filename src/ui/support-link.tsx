// The partner's support (SUPPORT_URL: a page, or a mailto: address), where a view has nothing more to offer than
// "contact support". Renders nothing while the configuration loads or when the partner set no support link.
import { usePartnerConfig } from '../api/client/partner';

/** Props of {@link SupportLink}: its text, and the "(opens in a new tab)" that screen readers hear for a page. */
export interface SupportLinkProps {
  label: string;
  newTabText: string;
}

export function SupportLink({ label, newTabText }: SupportLinkProps) {
  const config = usePartnerConfig();
  const href = config.data?.supportUrl;
  if (!href) return null;
  // An email address opens the mail program; a page opens beside the widget, which stays where it is.
  const page = !href.startsWith('mailto:');
  return (
    <p>
      <a
        href={href}
        className="tk-link"
        data-kind={page ? 'page' : 'email'}
        {...(page ? { target: '_blank', rel: 'noreferrer' } : {})}
      >
        {label}
        {page ? <span className="tk-visually-hidden"> {newTabText}</span> : null}
      </a>
    </p>
  );
}
