export * from './roles';
export * from './language';
export * from './unit-names';
export * from './http.contract';
export * from './users/users.contract';
export * from './users/phone';
export * from './users/password-reset.contract';
export * from './permissions';
export * from './api/endpoint';
export * from './api/registry';
export * from './health/health.endpoints';
export * from './users/users.endpoints';
export * from './plans/plans.endpoints';
export * from './catalogue/catalogue.endpoints';
export * from './estimates/calculators.endpoints';
export * from './estimates/estimates.endpoints';
export * from './estimates/saved-estimate.contract';
export * from './boq/boq.endpoints';
export * from './boq/boq-review.endpoints';
export * from './boq/legacy-sheets.endpoints';
export * from './takeoff/takeoff.endpoints';
export * from './takeoff/building-model.endpoints';
export * from './notifications/notifications.endpoints';
export * from './boq/client-boq.endpoints';
export * from './threads/threads.endpoints';
export * from './threads/message-limits';
export * from './threads/threads.contract';
export * from './threads/message-link';
export * from './blog/blog.endpoints';
export * from './contact/contact.endpoints';
export * from './materials/materials.endpoints';
export * from './suppliers/suppliers.endpoints';
export * from './purchases/purchases.endpoints';
export * from './orders/orders.endpoints';
export { isCommonPassword } from './users/common-passwords';
export * from './plans/plan-limits';
export * from './plans/plans.contract';
export * from './plans/workflow';
export * from './plans/turnaround';
export * from './trades';
export * from './pricing';
export * from './catalogue/catalogue.contract';
export * from './catalogue/catalogue-api.contract';
export * from './estimates/calculators.contract';
export * from './blog/blog.contract';
export * from './contact/contact.contract';
export * from './materials/materials.contract';
export * from './suppliers';
export * from './purchases/purchases.contract';
export * from './orders/orders.contract';
export {
  orderTotals,
  orderMoveRefusal,
  purchaseMoveRefusal,
  holdsUnits,
  NEXT_ORDER_STATUS,
  PAID_ORDER_STATUSES,
  type OrderTotals,
  type OrderActor,
} from './orders/order-rules';
export * from './notifications/notifications.contract';
export * from './boq';
export * from './takeoff';
