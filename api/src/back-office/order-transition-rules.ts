/**
 * Which back-office transition an order allows now (issue 34, "Orders and payments";
 * api/docs/orders.md#back-office). One table for the routes, which refuse what it refuses, and
 * for the order's detail, which lists what it allows. Each action has one target status:
 * - the order already there: the transition happened, a repeat changes nothing ('done');
 * - a status the action starts from, with its conditions met: 'apply';
 * - anything else: 'refused', with the Spanish message of the 409.
 */
import type {
  CreditOrderStatus,
  OrderAction,
  OrderStatus,
  PaymentMethod,
  ShippingMethod,
} from '@store/contracts';
import { ORDER_ACTIONS } from '@store/contracts';
import { HttpError } from '../http/errors.js';
import { statusLabel } from '../orders/order-status.js';
import { deadlineText } from '../orders/payment-instructions.js';

/** What the rules read of an order (an OrderRecord, plus its credit request's decision). */
export interface TransitionSubject {
  status: OrderStatus;
  payment_method: PaymentMethod;
  shipping_method: ShippingMethod;
  stock_reserved: boolean;
  reserved_until: Date | string | null;
  /**
   * The credit request's decision (credit_orders.status), null without one. The hook for the
   * credit team's decisions: an approved credit order may ship, a rejected one may be cancelled,
   * and one still in review waits for them.
   */
  creditStatus: CreditOrderStatus | null;
}

export type TransitionVerdict = { kind: 'apply' } | { kind: 'done' } | { kind: 'refused'; message: string };

export const ACTION_TARGETS: Readonly<Record<OrderAction, OrderStatus>> = {
  'confirm-payment': 'paid',
  ship: 'shipped',
  deliver: 'delivered',
  cancel: 'cancelled',
};

/** Payments staff confirm by hand; a card is paid by the bank's answer, credit by the credit team. */
export const MANUAL_PAYMENT_METHODS: readonly PaymentMethod[] = ['transfer', 'store-pay'];

const APPLY: TransitionVerdict = { kind: 'apply' };
const refused = (message: string): TransitionVerdict => ({ kind: 'refused', message });

/** 'Un pedido «Pendiente de pago» no se puede enviar'. */
function notFrom(order: TransitionSubject, action: OrderAction): TransitionVerdict {
  const verbs: Record<OrderAction, string> = {
    'confirm-payment': 'confirmar como pagado',
    ship: order.shipping_method === 'store' ? 'marcar como listo para recoger' : 'enviar',
    deliver: 'marcar como entregado',
    cancel: 'cancelar',
  };
  return refused(
    `Un pedido «${statusLabel(order.status, order.shipping_method)}» no se puede ${verbs[action]}`,
  );
}

function confirmVerdict(order: TransitionSubject): TransitionVerdict {
  if (order.payment_method === 'credit-card')
    return refused('El pago con tarjeta lo confirma la respuesta del banco: no se confirma a mano');
  if (order.payment_method === 'credit')
    return refused(
      'Un pedido a crédito no se confirma como pagado: lo aprueba o rechaza el equipo de crédito',
    );
  if (order.status === 'paid') return { kind: 'done' };
  if (order.status === 'pending_payment' && order.stock_reserved) return APPLY;
  if (order.status === 'expired' || order.status === 'pending_payment') {
    const when = order.reserved_until === null ? '' : ` el ${deadlineText(new Date(order.reserved_until))}`;
    return refused(
      `El pedido venció${when}; sus productos se liberaron y el pago ya no se puede confirmar. Devuelve el dinero al cliente o pídele que haga un pedido nuevo`,
    );
  }
  return notFrom(order, 'confirm-payment');
}

function shipVerdict(order: TransitionSubject): TransitionVerdict {
  if (order.status === 'shipped') return { kind: 'done' };
  if (order.status === 'paid') return APPLY;
  if (order.status === 'credit_review') {
    if (order.creditStatus === 'approved') return APPLY;
    return refused(
      order.creditStatus === 'rejected'
        ? 'El crédito de este pedido fue rechazado: no se puede enviar'
        : 'El crédito de este pedido aún no está aprobado: no se puede enviar',
    );
  }
  return notFrom(order, 'ship');
}

function deliverVerdict(order: TransitionSubject): TransitionVerdict {
  if (order.status === 'delivered') return { kind: 'done' };
  if (order.status === 'shipped') return APPLY;
  return notFrom(order, 'deliver');
}

/**
 * A credit order is the credit team's: its rejection cancels it, and an approved one has
 * contracts running that a cancellation here would not end. Only a rejected request whose order
 * was left in `credit_review` is cancelled here.
 */
function cancelVerdict(order: TransitionSubject): TransitionVerdict {
  if (order.status === 'cancelled') return { kind: 'done' };
  if (order.payment_method === 'credit') {
    if (order.status === 'credit_review' && order.creditStatus === 'rejected') return APPLY;
    if (order.status === 'credit_review' || order.status === 'paid')
      return refused(
        'Un pedido a crédito no se cancela aquí: su solicitud se rechaza desde Crédito, y un crédito aprobado ya tiene contratos vigentes',
      );
  }
  if (order.status === 'pending' || order.status === 'pending_payment' || order.status === 'paid')
    return APPLY;
  return notFrom(order, 'cancel');
}

const VERDICTS: Readonly<Record<OrderAction, (order: TransitionSubject) => TransitionVerdict>> = {
  'confirm-payment': confirmVerdict,
  ship: shipVerdict,
  deliver: deliverVerdict,
  cancel: cancelVerdict,
};

export function transitionVerdict(action: OrderAction, order: TransitionSubject): TransitionVerdict {
  return VERDICTS[action](order);
}

/** The transitions the order allows now (AdminOrderDetail.allowedActions). */
export function allowedActions(order: TransitionSubject): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => transitionVerdict(action, order).kind === 'apply');
}

export const ILLEGAL_TRANSITION = 'ILLEGAL_TRANSITION';

export const illegalTransition = (message: string): HttpError =>
  new HttpError(409, message, ILLEGAL_TRANSITION);
