import { useState } from 'react';
import { useParams } from 'react-router';
import { z } from 'zod';
import { formatDate } from '@energiek/contracts/format';
import {
  ENERGY_SAVING_WRITE,
  type EnergySavingLocation,
  type Measure,
} from '@energiek/contracts/energy-saving';
import { ExportLink } from '../../../components/export-link.tsx';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useCustomerName } from '../../../lib/customer-name.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { useListState } from '../../../lib/use-list-state.ts';
import { energySavingExportUrl, useDeleteMeasure, useEnergySaving } from '../api/energy-saving.ts';
import { LocationCard } from '../components/location-card.tsx';
import { MeasureDialog } from '../components/measure-dialog.tsx';
import { SelfGenerationDialog } from '../components/self-generation-dialog.tsx';
import { ENERGY_SAVING_TEXTS } from '../texts.ts';

const T = ENERGY_SAVING_TEXTS;
const lastYear = () => new Date().getFullYear() - 1;
const state = z.object({ year: z.coerce.number().int().min(2000).max(2100).catch(lastYear) });

type Dialog =
  | { kind: 'measure'; location: EnergySavingLocation; measure?: Measure }
  | { kind: 'self'; location: EnergySavingLocation }
  | { kind: 'remove'; measure: Measure }
  | null;

/** customers/:customerId/energy-saving (module energysaving, organisation-information:read). */
export function EnergySavingPage() {
  const customerId = Number(useParams().customerId);
  usePageTitle(T.pageTitle);
  const { state: list, set } = useListState(state);
  const saving = useEnergySaving(customerId, list.year);
  const customerName = useCustomerName(customerId);
  const canWrite = usePermission(ENERGY_SAVING_WRITE);
  const [dialog, setDialog] = useState<Dialog>(null);
  const remove = useDeleteMeasure(customerId);
  const toast = useToast();
  const years = Array.from({ length: 6 }, (_, i) => new Date().getFullYear() - i);
  const meta = saving.data?.meta;

  return (
    <PageFrame wide>
      <PageHeader
        title={T.title}
        customerName={customerName}
        intro={T.intro}
        action={
          <ExportLink
            href={energySavingExportUrl(customerId, list.year)}
            fallbackName="energiebesparing-eloket"
          >
            {T.exportXlsx}
          </ExportLink>
        }
      />
      <div className="mb-6 grid gap-4 md:grid-cols-[1fr_2fr]">
        <Card>
          <Select
            label={T.year}
            placeholder={null}
            options={years.map((y) => ({ value: String(y), label: String(y) }))}
            value={String(list.year)}
            onChange={(event) => set({ year: Number(event.target.value) })}
          />
        </Card>
        <Card title={T.deadline.title}>
          <dl className="grid gap-1 text-sm">
            <div className="flex justify-between gap-4">
              <dt>{T.deadline.next}</dt>
              <dd className="font-semibold tabular-nums" data-testid="report-deadline">
                {meta ? formatDate(meta.deadline) : ''}
              </dd>
            </div>
            {meta?.previousDeadline ? (
              <div className="flex justify-between gap-4">
                <dt>{T.deadline.previous}</dt>
                <dd className="tabular-nums">{formatDate(meta.previousDeadline)}</dd>
              </div>
            ) : null}
          </dl>
          <p className="mt-2 text-xs text-slate-500">{T.deadline.rule}</p>
        </Card>
      </div>
      <p className="mb-4 text-sm text-slate-600">{T.thresholds}</p>
      {saving.isError ? <Alert tone="error" title={T.loadFailed} /> : null}
      {saving.isPending ? <Spinner className="size-6" /> : null}
      {saving.data?.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-5 py-8 text-center text-sm text-slate-500">
          {T.empty}
        </p>
      ) : null}
      <div className="grid gap-4">
        {saving.data?.data.map((location) => (
          <LocationCard
            key={location.key}
            location={location}
            canWrite={canWrite}
            onAdd={() => setDialog({ kind: 'measure', location })}
            onEdit={(measure) => setDialog({ kind: 'measure', location, measure })}
            onRemove={(measure) => setDialog({ kind: 'remove', measure })}
            onEditSelf={() => setDialog({ kind: 'self', location })}
          />
        ))}
      </div>
      {dialog?.kind === 'measure' ? (
        <MeasureDialog
          customerId={customerId}
          locationKey={dialog.location.key}
          address={dialog.location.address}
          measure={dialog.measure}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'self' ? (
        <SelfGenerationDialog
          customerId={customerId}
          locationKey={dialog.location.key}
          year={list.year}
          kwh={dialog.location.selfGeneratedKwh}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <Modal
        open={dialog?.kind === 'remove'}
        title={T.measures.removeTitle}
        destructive
        okLabel={T.measures.remove}
        okLoading={remove.isPending}
        onClose={() => setDialog(null)}
        onOk={() => {
          if (dialog?.kind !== 'remove') return;
          remove.mutate(dialog.measure.id, {
            onSuccess: () => {
              toast.success(T.measures.removed);
              setDialog(null);
            },
            onError: (error) => toast.error(serverMessage(error) ?? T.measures.removeTitle),
          });
        }}
      >
        <p>{T.measures.removeBody}</p>
      </Modal>
    </PageFrame>
  );
}
