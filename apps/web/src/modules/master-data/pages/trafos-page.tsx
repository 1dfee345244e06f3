import { MasterDataList } from '../components/master-data-list.tsx';
import { trafoColumns } from '../components/columns.tsx';
import { TrafoFormDialog } from '../components/trafo-form-dialog.tsx';
import { TRAFO_TEXTS } from '../texts.ts';

/** /v3/trafos (is:admin): the transformers large connections hang off. */
export function TrafosPage() {
  return (
    <MasterDataList
      resource="trafos"
      texts={TRAFO_TEXTS}
      columns={trafoColumns()}
      FormDialog={TrafoFormDialog}
    />
  );
}
