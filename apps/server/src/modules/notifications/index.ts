// Public entry of the notifications module (issue 28): the delivery worker with its development mail sink and
// mailbox, and the staff's view of a request's messages. The outbox they read is modules/outbox. Other modules
// import this module only from here.
export { default as notificationsPlugin } from './notifications.plugin.js';
export { default as notificationsRoutes } from './notifications.routes.js';
export { startMailSink, type MailSink, type SinkMessage } from './dev-mail-sink.js';
