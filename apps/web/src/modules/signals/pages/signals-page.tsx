import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  SIGNAL_MODULE_LABELS,
  SIGNAL_MODULES,
  SIGNAL_STATUS_LABELS,
  SIGNAL_STATUSES,
  type SignalModule,
  type SignalStatus,
} from '@energiek/contracts/signals';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useCustomerModules } from '../../../lib/customer-name.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { useSignals } from '../api/signals.ts';
import { SignalDialog } from '../components/signal-dialog.tsx';
import { SignalsTable } from '../components/signals-table.tsx';
import { useLiveSignals } from '../components/use-live-signals.ts';
import { SIGNAL_SETTINGS_TEXTS, SIGNALS_TEXTS } from '../texts.ts';

const T = SIGNALS_TEXTS;

const pick = <V extends string>(values: readonly V[], value: string | undefined, fallback: V): V =>
  values.includes(value as V) ? (value as V) : fallback;

/** /v3/customers/:customerId/signals/:mod/:tab — a module's signals, by status (open, in behandeling,
 *  gesloten). Customer staff read; admins handle them in the dialog. */
export function SignalsPage() {
  const params = useParams();
  const navigate = useNavigate();
  const customerId = Number(params.customerId);
  // Only the modules this customer has (and the one in the address), not every module there is (issue 31).
  const customerModules = useCustomerModules(customerId);
  const first = SIGNAL_MODULES.find((m) => customerModules?.includes(m)) ?? 'ems';
  const mod: SignalModule = pick(SIGNAL_MODULES, params.mod, first);
  const tab: SignalStatus = pick(SIGNAL_STATUSES, params.tab, 'open');
  usePageTitle(T.pageTitle);
  const canHandle = usePermission({ can: 'is:admin' });
  const canSet = usePermission({ allOf: ['is:admin', 'signals-notifications:read'] });
  const modules = SIGNAL_MODULES.filter(
    (m) => customerModules === undefined || customerModules.includes(m) || m === mod,
  );
  const [page, setPage] = useState(1);
  const [unread, setUnread] = useState(false);
  // ?signal={id} (the bell, the digest mail) opens that signal at once.
  const [search, setSearch] = useSearchParams();
  const [openId, setOpenId] = useState<number | null>(() => Number(search.get('signal')) || null);
  // A new link while the page is open (the bell again): open that signal (state adjusted while rendering).
  const linked = Number(search.get('signal')) || null;
  const [seenLink, setSeenLink] = useState(linked);
  if (linked !== seenLink) {
    setSeenLink(linked);
    if (linked !== null) setOpenId(linked);
  }
  const list = useSignals(customerId, { module: mod, status: tab, unread, sort: '-severity', page });
  useLiveSignals(
    (event) => event.customerId === customerId,
    () => void list.refetch(),
  );
  const go = (m: string, t: string) => {
    setPage(1);
    void navigate(`/v3/customers/${customerId}/signals/${m}/${t}`);
  };
  return (
    <PageFrame wide>
      <PageHeader title={T.title} intro={T.intro} />
      {canSet ? (
        <p className="mb-3 text-sm">
          <Link
            className="text-brand-700 underline"
            to={`/v3/customers/${customerId}/signal-settings/${mod}`}
          >
            {SIGNAL_SETTINGS_TEXTS.customerLink}
          </Link>
        </p>
      ) : null}
      <Tabs
        label={T.modules}
        variant="pills"
        tabs={modules.map((m) => ({ id: m, label: SIGNAL_MODULE_LABELS[m] }))}
        activeId={mod}
        onChange={(m) => go(m, tab)}
      />
      <Tabs
        label={T.statuses}
        tabs={SIGNAL_STATUSES.map((s) => ({ id: s, label: SIGNAL_STATUS_LABELS[s] }))}
        activeId={tab}
        onChange={(s) => go(mod, s)}
        className="mt-2"
      >
        <Checkbox
          className="my-2"
          label={T.unreadFilter}
          checked={unread}
          onChange={(e) => {
            setUnread(e.target.checked);
            setPage(1);
          }}
        />
        {list.isError ? <Alert tone="error" title={T.loadFailed} /> : null}
        <SignalsTable
          rows={list.data?.data ?? []}
          loading={list.isPending}
          showCustomer={false}
          page={list.data?.meta.current_page ?? page}
          lastPage={list.data?.meta.last_page ?? 1}
          onPageChange={setPage}
          onOpen={(s) => setOpenId(s.id)}
        />
      </Tabs>
      <SignalDialog
        customerId={customerId}
        signalId={openId}
        canHandle={canHandle}
        onClose={() => {
          setOpenId(null);
          // A reload after closing shows the list, not the linked signal again.
          if (linked !== null) setSearch({}, { replace: true });
        }}
      />
    </PageFrame>
  );
}
