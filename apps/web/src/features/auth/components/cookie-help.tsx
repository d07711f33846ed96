import { Alert } from '../../../components/ui/alert';
import { AUTH_ERRORS } from '../auth-errors';

/** COOKIE_ISSUE: what happened, and how to allow cookies in the common browsers. */
export function CookieHelp() {
  return (
    <Alert title={AUTH_ERRORS.COOKIE_ISSUE.title}>
      <p>{AUTH_ERRORS.COOKIE_ISSUE.text}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          <strong>Chrome or Edge:</strong> click the icon left of the address, open the site
          settings and allow cookies.
        </li>
        <li>
          <strong>Safari:</strong> in Settings, Privacy (on iPhone: Apps, Safari), turn off Block
          All Cookies.
        </li>
        <li>
          <strong>Firefox:</strong> click the shield left of the address and turn off Enhanced
          Tracking Protection for this site.
        </li>
      </ul>
      <p className="mt-2">Private windows may refuse cookies too.</p>
    </Alert>
  );
}
