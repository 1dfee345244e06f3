import type { FastifyInstance } from 'fastify';
import { customerParams } from '@energiek/contracts/primitives';
import {
  customerSignalQuerySchema,
  SIGNALS_READ,
  SIGNALS_WRITE,
  signalDetailResponseSchema,
  signalListSchema,
  signalParamsSchema,
  signalQuerySchema,
  signalRunResponseSchema,
  signalRunSchema,
  signalUpdateSchema,
  signalPreviewResponseSchema,
  signalPreviewSchema,
  signalSettingsBodySchema,
  signalSettingsResponseSchema,
  signalNotificationListSchema,
  signalNotificationQuerySchema,
} from '@energiek/contracts/signals';
import { registerServiceRoute } from '../../plugins/service-route.ts';
import { registerReadMarkRoutes } from '../notifications/notifications.service.ts';
import {
  getSignal,
  getSignalSettings,
  previewSignalRule,
  saveSignalSettings,
  listCustomerSignals,
  listSignalNotifications,
  markSignalNotification,
  markSignalUnread,
  listSignals,
  registerSignalHooks,
  requestSignalRun,
  updateSignal,
} from './signals.service.ts';

// Signals (issue 30). A customer's signals: every signed-in user who may act for the customer (customer
// staff see their own, read-only); handling them is for admins. The back-office list and the run need
// is:admin and signals-notifications:read; changing the rule settings needs signals-notifications:write.

const tags = ['signals'];

export function registerSignalRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  registerSignalHooks(ctx);

  registerServiceRoute(app, {
    method: 'GET',
    url: '/api/v3/customers/:customerId/signals',
    config: { permission: 'authenticated', customerScoped: true },
    tags,
    summary: "List a customer's signals, by module and status.",
    operationId: 'listCustomerSignals',
    params: customerParams,
    query: customerSignalQuerySchema,
    response: signalListSchema,
    service: listCustomerSignals,
  });

  registerServiceRoute(app, {
    method: 'GET',
    url: '/api/v3/customers/:customerId/signals/:signalId',
    config: { permission: 'authenticated', customerScoped: true },
    tags,
    summary: 'Get a signal with its history.',
    operationId: 'getSignal',
    params: signalParamsSchema,
    response: signalDetailResponseSchema,
    data: true,
    service: getSignal,
  });

  registerServiceRoute(app, {
    method: 'POST',
    url: '/api/v3/customers/:customerId/signals/:signalId',
    config: { permission: 'is:admin', customerScoped: true },
    tags,
    summary: 'Handle a signal: status, assignee, comment or close reason.',
    operationId: 'updateSignal',
    params: signalParamsSchema,
    body: signalUpdateSchema,
    response: signalDetailResponseSchema,
    data: true,
    service: updateSignal,
  });

  registerServiceRoute(app, {
    method: 'POST',
    url: '/api/v3/customers/:customerId/signals/:signalId/mark-as-unread',
    config: { permission: 'authenticated', customerScoped: true },
    tags,
    summary: 'Mark a signal unread again, for me only (the bell follows).',
    operationId: 'markSignalUnread',
    params: signalParamsSchema,
    status: 204,
    service: markSignalUnread,
  });

  registerServiceRoute(app, {
    method: 'GET',
    url: '/api/v3/signals',
    config: { permission: SIGNALS_READ },
    tags,
    summary: 'List the signals of every customer the user acts for (back office).',
    operationId: 'listSignals',
    query: signalQuerySchema,
    response: signalListSchema,
    service: listSignals,
  });

  registerServiceRoute(app, {
    method: 'POST',
    url: '/api/v3/signals/run',
    config: { permission: SIGNALS_READ },
    tags,
    summary: 'Run the signal rules now, for one customer or all (a background job).',
    operationId: 'runSignals',
    body: signalRunSchema,
    response: signalRunResponseSchema,
    status: 202,
    data: true,
    handler: (ctx, actor, { body }) => requestSignalRun(ctx, actor, { customerId: body.customerId }),
  });

  // The rule settings (/v3/control/signals/{tab}): the defaults and per-customer overrides, with a preview.
  registerServiceRoute(app, {
    method: 'GET',
    url: '/api/v3/signal-settings',
    config: { permission: SIGNALS_READ },
    tags,
    summary: 'The default switch and threshold of every signal rule.',
    operationId: 'getSignalSettings',
    response: signalSettingsResponseSchema,
    service: getSignalSettings,
  });

  registerServiceRoute(app, {
    method: 'POST',
    url: '/api/v3/signal-settings',
    config: { permission: SIGNALS_WRITE },
    tags,
    summary: 'Change the default switch and threshold of signal rules.',
    operationId: 'updateSignalSettings',
    body: signalSettingsBodySchema,
    response: signalSettingsResponseSchema,
    service: saveSignalSettings,
  });

  registerServiceRoute(app, {
    method: 'GET',
    url: '/api/v3/customers/:customerId/signal-settings',
    config: { permission: SIGNALS_READ, customerScoped: true },
    tags,
    summary: "A customer's signal rule settings: its overrides, else the defaults.",
    operationId: 'getCustomerSignalSettings',
    params: customerParams,
    response: signalSettingsResponseSchema,
    service: getSignalSettings,
  });

  registerServiceRoute(app, {
    method: 'POST',
    url: '/api/v3/customers/:customerId/signal-settings',
    config: { permission: SIGNALS_WRITE, customerScoped: true },
    tags,
    summary: "Change a customer's overrides of the signal rules (null removes one).",
    operationId: 'updateCustomerSignalSettings',
    params: customerParams,
    body: signalSettingsBodySchema,
    response: signalSettingsResponseSchema,
    service: saveSignalSettings,
  });

  registerServiceRoute(app, {
    method: 'POST',
    url: '/api/v3/signal-settings/preview',
    config: { permission: SIGNALS_READ },
    tags,
    summary: 'How many signals a rule would raise on the current data with this threshold (nothing saved).',
    operationId: 'previewSignalRule',
    body: signalPreviewSchema,
    response: signalPreviewResponseSchema,
    service: previewSignalRule,
  });

  // The bell's signal notifications: the signed-in user's own (another user's id answers 404).
  registerServiceRoute(app, {
    method: 'GET',
    url: '/api/v3/signal-notifications',
    config: { permission: 'authenticated' },
    tags,
    summary: 'List my notifications of new and reopened signals.',
    operationId: 'listSignalNotifications',
    query: signalNotificationQuerySchema,
    response: signalNotificationListSchema,
    handler: (ctx, actor, { query }) => listSignalNotifications(ctx, actor, query),
  });

  registerReadMarkRoutes(app, {
    url: '/api/v3/signal-notifications',
    tags,
    name: 'signal notifications',
    operationIds: { read: 'markSignalNotificationRead', unread: 'markSignalNotificationUnread' },
    mark: markSignalNotification,
  });
}
