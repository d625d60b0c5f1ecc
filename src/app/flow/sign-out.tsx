// The way out for a signed-in trader, under every screen after the quote. Its own module: both lazily loaded parts
// of the flow (onboarding steps, trading screens) show it, and neither should pull in the other's code.
import { useLogout } from '../../api/client/sign-out';
import { useTranslation } from '../../i18n/react';

export function SignOut({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <div className="tk-actions">
      <button
        type="button"
        className="tk-link"
        disabled={logout.isPending}
        onClick={() => logout.mutate(undefined, { onSuccess: onSignedOut })}
      >
        {t('flow.signOut')}
      </button>
    </div>
  );
}
