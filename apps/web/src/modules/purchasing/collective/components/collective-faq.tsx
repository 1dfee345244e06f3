import { Icon } from '../../../../components/ui/icon.tsx';
import { COLLECTIVE_TEXTS } from '../texts.ts';
import { LandingSection } from './landing-section.tsx';

export function CollectiveFaq() {
  return (
    <LandingSection id="faq-title" title={COLLECTIVE_TEXTS.faq.title} width="max-w-3xl">
      <div className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {COLLECTIVE_TEXTS.faq.items.map((item) => (
          <details key={item.question} className="group px-5 py-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
              {item.question}
              <Icon
                name="chevron-down"
                className="size-5 text-slate-400 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="mt-3 text-sm leading-relaxed text-slate-600">{item.answer}</p>
          </details>
        ))}
      </div>
    </LandingSection>
  );
}
