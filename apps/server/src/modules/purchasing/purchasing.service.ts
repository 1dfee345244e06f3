// The front door of purchasing (docs/architecture.md "Areas and front doors"): what other areas use of
// supply agreements, purchase, collective purchasing, the forecast, budgets and mutations. Its sub-areas
// use each other directly (as ems's do); everything else imports only this file.
export * from './agreements/supply-agreements.service.ts';
export * from './purchase/purchase.service.ts';
export * from './collective/collective.service.ts';
export * from './forecast/forecast.service.ts';
export * from './budgets/budgets.service.ts';
export * from './mutations/mutations.service.ts';
