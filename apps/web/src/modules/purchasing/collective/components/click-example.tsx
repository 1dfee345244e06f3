import { COLLECTIVE_TEXTS } from '../texts.ts';
import { ScrollX } from '../../../../components/ui/scroll-x.tsx';

const { example } = COLLECTIVE_TEXTS;

/** A worked example of buying one delivery year in five clicks. */
export function ClickExample() {
  return (
    <section aria-labelledby="example-title" className="bg-white py-16">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:px-8">
        <div>
          <h2 id="example-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {example.title}
          </h2>
          <p className="mt-4 leading-relaxed text-slate-600">{example.intro}</p>
          <p className="mt-4 rounded-lg border-l-4 border-accent-500 bg-brand-50 px-4 py-3 text-sm leading-relaxed text-brand-900">
            {example.note}
          </p>
        </div>
        <ScrollX className="rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{example.caption}</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                {[example.columns.click, example.columns.moment, example.columns.share].map((header) => (
                  <th key={header} scope="col" className="px-4 py-3 font-semibold">
                    {header}
                  </th>
                ))}
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  {example.columns.price}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {example.rows.map((row) => (
                <tr key={row.click}>
                  <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                    {row.click}
                  </th>
                  <td className="px-4 py-3 text-slate-600">{row.moment}</td>
                  <td className="px-4 py-3 text-slate-600">{row.share}</td>
                  <td className="px-4 py-3">
                    <div className="flex items-center justify-end gap-3">
                      <span
                        className="hidden h-2 w-28 overflow-hidden rounded-full bg-slate-100 sm:block"
                        aria-hidden="true"
                      >
                        <span className={`block h-full rounded-full bg-brand-500 ${row.bar}`} />
                      </span>
                      <span className="font-medium text-slate-900 tabular-nums">{row.price}</span>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot className="bg-brand-50 font-semibold text-brand-900">
              <tr>
                <th scope="row" colSpan={2} className="px-4 py-3">
                  {example.average.label}
                </th>
                <td className="px-4 py-3">{example.average.share}</td>
                <td className="px-4 py-3 text-right tabular-nums">{example.average.price}</td>
              </tr>
            </tfoot>
          </table>
        </ScrollX>
      </div>
    </section>
  );
}
