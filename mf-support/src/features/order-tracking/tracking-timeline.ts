import { ORDER_STATUS_LABELS, type OrderStatus, type OrderTracking } from '@store/contracts';

export type TimelineState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  key: string;
  label: string;
  note: string;
  /** When it happened; null for a step still ahead. */
  date: string | null;
  state: TimelineState;
}

/**
 * What is still ahead of an order on its way, by its status: it is paid, shipped, then
 * delivered. A cancelled, expired or declined order (or a delivered one) has nothing ahead.
 */
const AHEAD: Partial<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['paid', 'shipped', 'delivered'],
  pending_payment: ['paid', 'shipped', 'delivered'],
  credit_review: ['paid', 'shipped', 'delivered'],
  paid: ['shipped', 'delivered'],
  shipped: ['delivered'],
};

/**
 * The order's timeline: every change the API recorded (its events, oldest first), the last one
 * being where the order is now, then the steps still ahead with the API's own labels. An order
 * without recorded events shows its status as of the day it was placed.
 */
export function trackingTimeline(
  tracking: Pick<OrderTracking, 'status' | 'statusLabel' | 'createdAt' | 'events'>,
): TimelineStep[] {
  const past =
    tracking.events.length > 0
      ? tracking.events
      : [{ status: tracking.status, label: tracking.statusLabel, note: '', date: tracking.createdAt }];
  const reached: TimelineStep[] = past.map((event, index) => ({
    key: `${String(index)}-${event.status}`,
    label: event.label,
    note: event.note,
    date: event.date,
    state: index === past.length - 1 ? 'current' : 'done',
  }));
  const ahead: TimelineStep[] = (AHEAD[tracking.status] ?? []).map((status) => ({
    key: `ahead-${status}`,
    label: ORDER_STATUS_LABELS[status],
    note: '',
    date: null,
    state: 'upcoming',
  }));
  return [...reached, ...ahead];
}
