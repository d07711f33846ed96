import { ArrowRight, PlayCircle } from 'lucide-react';
import { FeltMark } from '../../../components/brand/felt-logo';
import { SuitIcon } from '../../../components/brand/suit-icon';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

export function FinalCta() {
  return (
    <section aria-labelledby="final-cta-title" className="px-4 py-24 sm:px-6 sm:py-28 lg:px-8">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-[2rem] border border-gold-400/20 bg-felt-900 px-6 py-16 text-center shadow-[0_40px_100px_-40px_rgb(0_0_0/0.9)] sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_50%_-10%,var(--color-felt-600)_0%,transparent_60%)]"
        />
        <div
          aria-hidden="true"
          className="absolute inset-3 -z-10 rounded-[1.6rem] border border-white/[0.07]"
        />
        <FeltMark className="absolute -top-10 -left-10 -z-10 size-44 opacity-[0.1] motion-safe:animate-float" />
        <FeltMark className="absolute -right-12 -bottom-14 -z-10 size-56 opacity-[0.12] motion-safe:animate-float motion-safe:[animation-delay:-3s]" />
        <div className="flex justify-center gap-2 text-felt-200" aria-hidden="true">
          <SuitIcon suit="spade" className="size-4" />
          <SuitIcon suit="heart" className="size-4 text-suit-red" />
          <SuitIcon suit="diamond" className="size-4 text-suit-red" />
          <SuitIcon suit="club" className="size-4" />
        </div>
        <h2
          id="final-cta-title"
          className="mx-auto mt-6 max-w-2xl text-3xl font-semibold tracking-tight text-balance text-chalk sm:text-5xl"
        >
          Shuffle up and deal.
        </h2>
        <p className="mx-auto mt-5 max-w-xl text-lg leading-8 text-pretty text-felt-200">
          Set up your club in a few minutes, or walk around a fully stocked demo club first. The
          demo needs no sign-up.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={paths.register()} size="lg">
            Start Your Club
            <ArrowRight className="size-4" aria-hidden="true" />
          </ButtonLink>
          <ButtonLink to={paths.demo()} variant="secondary" size="lg">
            <PlayCircle className="size-4" aria-hidden="true" />
            Try the Demo
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
