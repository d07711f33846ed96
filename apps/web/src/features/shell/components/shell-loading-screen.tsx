import { FeltMark } from '../../../components/brand/felt-logo';

/** SPEC.md section 2: the full-screen wait while the first data of a visit loads. */
export function ShellLoadingScreen() {
  return (
    <div
      role="status"
      className="fixed inset-0 z-50 grid place-items-center bg-ink-950 px-6 bg-[radial-gradient(ellipse_60%_45%_at_50%_45%,var(--color-felt-900)_0%,transparent_70%)]"
    >
      <div className="flex flex-col items-center text-center">
        <FeltMark className="size-16 drop-shadow-[0_8px_24px_rgb(0_0_0/0.6)] motion-safe:animate-[spin_2.4s_linear_infinite]" />
        <p className="mt-8 text-xl font-semibold tracking-tight text-chalk sm:text-2xl">
          Setting up your poker table...
        </p>
        <p className="mt-2 text-sm text-mist">Loading your clubs and subscription info</p>
      </div>
    </div>
  );
}
