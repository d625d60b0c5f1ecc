// The emulator's outbox of signed HTTP POSTs, shared by merchant callbacks and partner webhooks.
export {
  Outbox,
  enqueue,
  getDelivery,
  listDeliveries,
  redeliver,
  type Delivery,
  type DeliveryAttempt,
  type OutboxMessage,
} from './store';
export {
  OutboxDeliverer,
  backoffSeconds,
  runOutboxWithServer,
  type DelivererOptions,
  type DeliveryReport,
} from './deliverer';
export { httpPost, type PostResult, type Transport } from './http-post';
export { refusedAddress, refusedUrl } from './url-safety';
