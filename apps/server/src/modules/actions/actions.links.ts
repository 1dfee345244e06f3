import type { Action } from '@energiek/db/schema/index';

/** The edit screen of an action or note in the web app (spec §2 routes). */
export function actionMailLink(appUrl: string, action: Pick<Action, 'id' | 'customerId' | 'type'>): string {
  const area = action.type === 'note' ? 'notes' : 'actions';
  return `${appUrl.replace(/\/$/, '')}/v3/customers/${action.customerId}/${area}/${action.id}/edit`;
}
