import { useNavigate, useParams, useSearchParams } from 'react-router';
import { can } from '@energiek/contracts/access';
import { PageFrame, PageHeader } from '../../../../components/page-header.tsx';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { Tabs } from '../../../../components/ui/tabs.tsx';
import { useProfile } from '../../../../lib/auth.ts';
import { usePageTitle } from '../../../../lib/document-title.ts';
import { ClicksTab } from '../components/clicks-tab.tsx';
import { CollectivesTab } from '../components/collectives-tab.tsx';
import { ParticipantsTab } from '../components/participants-tab.tsx';
import { PositionTab } from '../components/position-tab.tsx';
import { ADMIN_TEXTS } from '../texts.ts';

const T = ADMIN_TEXTS;
export const COLLECTIVE_TABS = ['collectives', 'clicks', 'participants', 'position'] as const;
type Tab = (typeof COLLECTIVE_TABS)[number];

/** /v3/collective/{tab} (is:admin + collective:read): Collectieven, Klikken, Deelnemers, Positie. */
export function CollectivePage() {
  usePageTitle(T.pageTitle);
  const param = useParams().tab;
  const tab: Tab = COLLECTIVE_TABS.find((t) => t === param) ?? 'collectives';
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const mayWrite = can(useProfile().data?.profile, 'collective:write');
  const collectiveId = search.get('collectiveId');
  const keep = collectiveId ? `?collectiveId=${collectiveId}` : '';

  let action = null;
  if (mayWrite && tab === 'collectives') {
    action = (
      <ButtonLink icon="plus" to="/v3/collective/collectives/create">
        {T.collectives.create}
      </ButtonLink>
    );
  } else if (mayWrite && tab === 'clicks') {
    action = (
      <ButtonLink icon="plus" to={`/v3/collective/clicks/create${keep}`}>
        {T.clicks.create}
      </ButtonLink>
    );
  }

  return (
    <PageFrame wide>
      <PageHeader title={T.title} intro={T.intro} action={action} />
      <Tabs
        label={T.tabs.label}
        tabs={COLLECTIVE_TABS.map((id) => ({ id, label: T.tabs[id] }))}
        activeId={tab}
        onChange={(id) => void navigate(`/v3/collective/${id}${keep}`)}
        className="mb-4"
      >
        {tab === 'collectives' ? <CollectivesTab /> : null}
        {tab === 'clicks' ? <ClicksTab mayWrite={mayWrite} /> : null}
        {tab === 'participants' ? <ParticipantsTab mayWrite={mayWrite} /> : null}
        {tab === 'position' ? <PositionTab /> : null}
      </Tabs>
    </PageFrame>
  );
}
