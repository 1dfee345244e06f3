import { useQueryClient } from '@tanstack/react-query';
import { FilterBar, ListSearch } from '../../../components/filter-bar.tsx';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useRealtimeEvent } from '../../../lib/realtime.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { useInboxList } from '../api/inbox.ts';
import { MessageList } from '../components/message-list.tsx';
import { MessageView } from '../components/message-view.tsx';
import { inboxListState } from '../list-state.ts';
import { INBOX_TEXTS } from '../texts.ts';

const T = INBOX_TEXTS;

/**
 * /v3/inbox: the support inbox. The list (filters, page and the open message in the URL) beside the
 * open message; on a phone one of the two at a time. New mail shows up live (the counter event).
 */
export function InboxPage() {
  usePageTitle(T.pageTitle);
  const queryClient = useQueryClient();
  const { state, set } = useListState(inboxListState);
  const list = useInboxList(state);
  const selected = state.bericht;

  useRealtimeEvent('counter.changed', (event) => {
    if (event.counter.messages !== undefined)
      void queryClient.invalidateQueries({ queryKey: ['inbox', 'list'] });
  });

  const filtered = state.q !== '' || state.status !== 'open' || state.unread !== '' || state.mine !== '';

  return (
    <PageFrame wide>
      <PageHeader title={T.title} intro={T.intro} />
      <FilterBar
        label={T.filters.label}
        columns="md:grid-cols-[2fr_1fr_auto_auto] md:items-end"
        active={filtered}
        onReset={() => set({ q: '', status: 'open', unread: '', mine: '', page: 1, bericht: 0 })}
      >
        <ListSearch texts={T.filters} state={state} set={set} />
        <Select
          label={T.filters.status}
          placeholder={null}
          options={[
            { value: 'open', label: T.filters.open },
            { value: 'archived', label: T.filters.archived },
            { value: 'all', label: T.filters.all },
          ]}
          value={state.status}
          onChange={(event) => set({ status: event.target.value as typeof state.status, page: 1 })}
        />
        <Checkbox
          label={T.filters.unread}
          checked={state.unread === '1'}
          onChange={(event) => set({ unread: event.target.checked ? '1' : '', page: 1 })}
          className="md:pb-2"
        />
        <Checkbox
          label={T.filters.mine}
          checked={state.mine === '1'}
          onChange={(event) => set({ mine: event.target.checked ? '1' : '', page: 1 })}
          className="md:pb-2"
        />
      </FilterBar>
      {list.isError ? <Alert tone="error" title={T.loadFailed} /> : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div
          className={`min-w-0 self-start overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-900/5 ${selected ? 'max-lg:hidden' : ''}`}
        >
          <MessageList
            messages={list.data?.data ?? []}
            loading={list.isPending}
            selectedId={selected}
            onSelect={(bericht) => set({ bericht })}
            page={list.data?.meta.current_page ?? state.page}
            lastPage={list.data?.meta.last_page ?? 1}
            onPageChange={(page) => set({ page })}
          />
        </div>
        <div
          className={`min-w-0 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-900/5 sm:p-6 ${selected ? '' : 'max-lg:hidden'}`}
        >
          {selected ? (
            <MessageView key={selected} id={selected} onClose={() => set({ bericht: 0 })} />
          ) : (
            <p className="p-6 text-center text-slate-600">{T.noSelection}</p>
          )}
        </div>
      </div>
    </PageFrame>
  );
}
