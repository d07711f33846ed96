import { Link } from '../../../components/ui/link';
import { paths } from '../../../lib/paths';

const LEGAL_LINK =
  'rounded font-medium text-mist underline underline-offset-4 transition-colors hover:text-chalk';

/** The line under every sign-up form: creating an account accepts the terms and the policy. */
export function TermsConsent() {
  return (
    <p className="mt-5 text-center text-xs leading-5 text-fog">
      By creating an account you agree to the{' '}
      <Link to={paths.termsOfService()} className={LEGAL_LINK}>
        Terms of Service
      </Link>{' '}
      and the{' '}
      <Link to={paths.privacyPolicy()} className={LEGAL_LINK}>
        Privacy Policy
      </Link>
      .
    </p>
  );
}
