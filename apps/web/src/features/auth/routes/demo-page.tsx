import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { afterLoginPath } from '../../../lib/auth/route-guards';
import { demoLimitText } from '../../../lib/error-text';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { DEMO_LOGIN_FAILED, useLogInAsDemo } from '../api/log-in-as-demo';
import { AuthCard, AuthLayout, StatusBadge } from '../components/auth-layout';

/**
 * `/demo` (SPEC.md section 2, no account needed): signs the visitor in as the demo club's
 * read-only user and opens the dashboard (or `redirect`: the page a reloaded demo tab was on);
 * a failure says so and offers to try again.
 */
export function DemoPage() {
  usePageTitle('Demo', 'Explore a live poker club on Felt, read-only.');
  const [searchParams] = useSearchParams();
  const demo = useLogInAsDemo();
  const { mutate } = demo;
  // One sign-in per visit, also when StrictMode runs effects twice.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  if (demo.isSuccess) return <Navigate replace to={afterLoginPath(searchParams.get('redirect'))} />;
  // Past the demo's daily limit trying again cannot help until the time the server gave.
  const limit = demo.isError ? demoLimitText(demo.error) : undefined;

  return (
    <AuthLayout>
      {limit ? (
        <AuthCard
          focusTitle
          title="The demo is closed for today"
          icon={
            <StatusBadge tone="danger">
              <TriangleAlert />
            </StatusBadge>
          }
          description={
            <div role="alert">
              <p>{limit.message}</p>
              <p>{limit.comeBack}</p>
            </div>
          }
        >
          <ButtonLink to={paths.home()} size="lg" className="w-full">
            Back to the home page
          </ButtonLink>
        </AuthCard>
      ) : demo.isError ? (
        <AuthCard
          focusTitle
          title="The demo did not open"
          icon={
            <StatusBadge tone="danger">
              <TriangleAlert />
            </StatusBadge>
          }
          description={<p role="alert">{DEMO_LOGIN_FAILED}</p>}
        >
          <Button size="lg" className="w-full" onClick={() => mutate()}>
            Try again
          </Button>
        </AuthCard>
      ) : (
        <AuthCard
          title="Opening the demo club"
          icon={
            <StatusBadge tone="info">
              <LoaderCircle className="motion-safe:animate-spin" />
            </StatusBadge>
          }
          description={<p role="status">Pulling up a chair at the demo club...</p>}
        />
      )}
    </AuthLayout>
  );
}
