import { useState } from 'react';
import type { SignalItem } from '@energiek/contracts/signals';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useSignals } from '../api/signals.ts';
import { SignalDialog } from '../components/signal-dialog.tsx';
import { SignalsTable } from '../components/signals-table.tsx';
import { useLiveSignals } from '../components/use-live-signals.ts';
import { SIGNALS_TEXTS } from '../texts.ts';

const T = SIGNALS_TEXTS;
const SORTS = [
  { value: '-severity', label: T.sort.severity },
  { value: '-impact', label: T.sort.impact },
  { value: '-createdAt', label: T.sort.newest },
];

/** /v3/signals — the back office's open signals of every customer, by severity or € impact. */
export function SignalsOverviewPage() {
  usePageTitle(T.overviewTitle);
  const [sort, setSort] = useState('-severity');
  const [page, setPage] = useState(1);
  const [unread, setUnread] = useState(false);
  const [open, setOpen] = useState<SignalItem | null>(null);
  const list = useSignals(undefined, { status: 'open', unread, sort, page });
  useLiveSignals(
    () => true,
    () => void list.refetch(),
  );
  return (
    <PageFrame wide>
      <PageHeader title={T.overviewTitle} intro={T.overviewIntro} />
      <FilterBar>
        <Select
          label={T.sort.label}
          placeholder={null}
          options={SORTS}
          value={sort}
          onChange={(e) => {
            setSort(e.target.value);
            setPage(1);
          }}
        />
        <Checkbox
          label={T.unreadFilter}
          checked={unread}
          onChange={(e) => {
            setUnread(e.target.checked);
            setPage(1);
          }}
        />
      </FilterBar>
      {list.isError ? <Alert tone="error" title={T.loadFailed} /> : null}
      <SignalsTable
        rows={list.data?.data ?? []}
        loading={list.isPending}
        showCustomer
        page={list.data?.meta.current_page ?? page}
        lastPage={list.data?.meta.last_page ?? 1}
        onPageChange={setPage}
        onOpen={setOpen}
      />
      <SignalDialog
        customerId={open?.customerId ?? 0}
        signalId={open?.id ?? null}
        canHandle
        onClose={() => setOpen(null)}
      />
    </PageFrame>
  );
}
