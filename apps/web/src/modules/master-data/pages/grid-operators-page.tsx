import { MasterDataList } from '../components/master-data-list.tsx';
import { gridOperatorColumns } from '../components/columns.tsx';
import { GridOperatorFormDialog } from '../components/party-form-dialog.tsx';
import { PARTY_TEXTS } from '../texts.ts';

/** /v3/grid-operators (is:admin): the grid operators ("netbeheerders"); a name opens the detail page. */
export function GridOperatorsPage() {
  return (
    <MasterDataList
      resource="grid-operators"
      texts={PARTY_TEXTS['grid-operators']}
      columns={gridOperatorColumns()}
      FormDialog={GridOperatorFormDialog}
    />
  );
}
