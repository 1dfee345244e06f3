import { COLLECTIVE_TEXTS } from '../texts.ts';

export function CollectiveSteps() {
  return (
    <section aria-labelledby="steps-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="steps-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {COLLECTIVE_TEXTS.steps.title}
      </h2>
      <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {COLLECTIVE_TEXTS.steps.items.map((step, index) => (
          <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-xs">
            <span
              className="flex size-9 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
