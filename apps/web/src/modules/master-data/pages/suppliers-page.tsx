import { MasterDataList } from '../components/master-data-list.tsx';
import { partyColumns } from '../components/columns.tsx';
import { SupplierFormDialog } from '../components/party-form-dialog.tsx';
import { PARTY_TEXTS } from '../texts.ts';

/** /v3/suppliers (is:admin): the energy suppliers ("leveranciers"). */
export function SuppliersPage() {
  return (
    <MasterDataList
      resource="suppliers"
      texts={PARTY_TEXTS.suppliers}
      columns={partyColumns()}
      FormDialog={SupplierFormDialog}
    />
  );
}
