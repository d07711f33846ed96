import { Link } from '../../../components/ui/link';

const LEGAL_LINK =
  'rounded font-medium text-mist underline underline-offset-4 transition-colors hover:text-chalk';

/** The line under every sign-up form: creating an account accepts the terms and the policy. */
export function TermsConsent() {
  return (
    <p className="mt-5 text-center text-xs leading-5 text-fog">
      By creating an account you agree to the{' '}
      <Link to="/terms-of-service" className={LEGAL_LINK}>
        Terms of Service
      </Link>{' '}
      and the{' '}
      <Link to="/privacy-policy" className={LEGAL_LINK}>
        Privacy Policy
      </Link>
      .
    </p>
  );
}
