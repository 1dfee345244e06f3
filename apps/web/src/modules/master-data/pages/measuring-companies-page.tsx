import { MasterDataList } from '../components/master-data-list.tsx';
import { partyColumns } from '../components/columns.tsx';
import { MeasuringCompanyFormDialog } from '../components/party-form-dialog.tsx';
import { PARTY_TEXTS } from '../texts.ts';

/** /v3/measuring-companies (is:admin): the metering companies ("meetbedrijven"). */
export function MeasuringCompaniesPage() {
  return (
    <MasterDataList
      resource="measuring-companies"
      texts={PARTY_TEXTS['measuring-companies']}
      columns={partyColumns()}
      FormDialog={MeasuringCompanyFormDialog}
    />
  );
}
