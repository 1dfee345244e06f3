import type { KnowledgebaseVisibility } from '@energiek/contracts/knowledgebase';
import { useCurrentUser } from '../../../lib/auth.ts';
import { KNOWLEDGEBASE_TEXTS } from '../texts.ts';

/** Who may read an article: a back-office mark, so customer staff (who read only theirs) never see it. */
export function VisibilityBadge({ visibility }: { visibility: KnowledgebaseVisibility }) {
  const backOffice = useCurrentUser().data?.type === 'admin';
  if (!backOffice) return null;
  const tone = visibility === 'customers' ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-100 text-slate-700';
  return (
    <span className={`inline-block rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap ${tone}`}>
      {KNOWLEDGEBASE_TEXTS.visibility[visibility]}
    </span>
  );
}
