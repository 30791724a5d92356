import { trackingTimeline } from './tracking-timeline';
import { buildDeliveredTracking, buildTracking } from './tracking-test-data';

const summary = (steps: ReturnType<typeof trackingTimeline>) => steps.map((step) => [step.label, step.state]);

describe('trackingTimeline', () => {
  it('puts what happened first, the last change as where the order is, then what is ahead', () => {
    expect(summary(trackingTimeline(buildTracking()))).toEqual([
      ['Pendiente de pago', 'done'],
      ['Pagado', 'current'],
      ['Enviado', 'upcoming'],
      ['Entregado', 'upcoming'],
    ]);
  });

  it.each([
    ['pending_payment', ['Pagado', 'Enviado', 'Entregado']],
    ['credit_review', ['Pagado', 'Enviado', 'Entregado']],
    ['shipped', ['Entregado']],
    ['delivered', []],
    ['cancelled', []],
    ['expired', []],
    ['payment_declined', []],
  ] as const)('after %s, the steps ahead are %j', (status, ahead) => {
    const steps = trackingTimeline(buildTracking({ status }));
    expect(steps.filter((step) => step.state === 'upcoming').map((step) => step.label)).toEqual(ahead);
  });

  it('keeps the dates and notes of the API, none for steps ahead', () => {
    const steps = trackingTimeline(buildDeliveredTracking());
    expect(steps.at(-1)).toMatchObject({ label: 'Entregado', note: 'Pedido entregado', state: 'current' });
    expect(steps.every((step) => step.date !== null)).toBe(true);
    const ahead = trackingTimeline(buildTracking()).filter((step) => step.state === 'upcoming');
    expect(ahead.every((step) => step.date === null && step.note === '')).toBe(true);
  });

  it('shows the status as of the day it was placed when no change was recorded', () => {
    const steps = trackingTimeline(
      buildTracking({ status: 'pending', statusLabel: 'En proceso de compra', events: [] }),
    );
    expect(steps[0]).toEqual({
      key: '0-pending',
      label: 'En proceso de compra',
      note: '',
      date: '2026-02-14T16:10:00.000Z',
      state: 'current',
    });
    expect(steps).toHaveLength(4);
  });
});
