import { ButtonLink } from '../../../../components/ui/button.tsx';
import { usePageTitle } from '../../../../lib/document-title.ts';
import { ClickExample } from '../components/click-example.tsx';
import { CollectiveFaq } from '../components/collective-faq.tsx';
import { CollectiveHeader } from '../components/collective-header.tsx';
import { CollectiveSteps } from '../components/collective-steps.tsx';
import { InterestForm } from '../components/interest-form.tsx';
import { COLLECTIVE_TEXTS } from '../texts.ts';

/** /collectief: the public page that explains collective purchasing. */
export function CollectiefPage() {
  usePageTitle(COLLECTIVE_TEXTS.pageTitle);
  const { hero, benefits, footer } = COLLECTIVE_TEXTS;

  return (
    <div className="min-h-screen bg-slate-50">
      <CollectiveHeader />
      <main id="main">
        <section className="relative overflow-hidden bg-linear-to-br from-brand-700 via-brand-800 to-brand-950 text-white">
          <div
            className="pointer-events-none absolute -right-32 -bottom-32 size-[28rem] rounded-full bg-brand-400/25 blur-3xl"
            aria-hidden="true"
          />
          <div className="relative mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:px-8 lg:py-28">
            <p className="text-sm font-semibold tracking-widest text-accent-400 uppercase">{hero.eyebrow}</p>
            <h1 className="mt-4 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
              {hero.title}
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-100">{hero.intro}</p>
            <ButtonLink to="/login" variant="white" size="lg" className="mt-10">
              {hero.cta}
            </ButtonLink>
          </div>
        </section>

        <CollectiveSteps />
        <ClickExample />

        <section aria-labelledby="benefits-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="benefits-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {benefits.title}
          </h2>
          <dl className="mt-10 grid gap-x-10 gap-y-8 sm:grid-cols-2">
            {benefits.items.map((benefit) => (
              <div key={benefit.title} className="border-l-2 border-brand-500 pl-5">
                <dt className="font-semibold text-slate-900">{benefit.title}</dt>
                <dd className="mt-2 text-sm leading-relaxed text-slate-600">{benefit.text}</dd>
              </div>
            ))}
          </dl>
        </section>

        <CollectiveFaq />

        <InterestForm />

        <section className="mx-auto max-w-6xl px-4 pb-20 sm:px-6 lg:px-8">
          <div className="flex flex-col items-start justify-between gap-6 rounded-2xl bg-brand-900 px-8 py-10 text-white sm:flex-row sm:items-center">
            <p className="max-w-xl text-lg font-medium">{footer.cta}</p>
            <ButtonLink to="/login" variant="white" size="lg">
              {footer.login}
            </ButtonLink>
          </div>
        </section>
      </main>
      <footer className="border-t border-slate-200 py-8 text-center text-sm text-slate-500">
        {footer.rights}
      </footer>
    </div>
  );
}
