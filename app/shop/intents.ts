// The purchase pages' forms: `intent` says which step posted, the field names are shared by the
// forms (components) and their schemas (actions). No zod here: the components import it.
export const CHOOSE_TICKET = "choose-ticket";
export const PAY = "pay";

export const TICKET_FIELD = "ticketId";
export const PAYMENT_TYPE_FIELD = "paymentTypeId";
export const CONDITIONS_FIELD = "conditions";
export const IDEMPOTENCY_FIELD = "idempotencyKey";

/** The choice in the URL, so that it survives a login round trip and a retry: `?entrada=<id>&pago=<id>`. */
export const TICKET_PARAM = "entrada";
export const PAYMENT_TYPE_PARAM = "pago";
/** On the outcome pages: the order, and why there is no order (the spec's "twice"). */
export const ORDER_PARAM = "pedido";
export const REASON_PARAM = "motivo";
export const TWICE_REASON = "ya-comprada";
/** On the return URLs: the activity whose registration is paid (its outcome pages hang from it). */
export const ACTIVITY_PARAM = "actividad";
