import { embedStepOf } from './frame-steps';

describe('embedStepOf', () => {
  it('names the form on screen, the card round trip as payment, and the placed order as complete', () => {
    expect(embedStepOf('contact', '/checkout', false)).toBe('contact');
    expect(embedStepOf('shipping', '/checkout', false)).toBe('shipping');
    expect(embedStepOf('review', '/checkout', false)).toBe('payment');
    expect(embedStepOf('review', '/shopping/boton-pago', false)).toBe('payment');
    // Finalización resets the checkout (view back to contact) before it is told complete.
    expect(embedStepOf('contact', '/checkout/finalizacion', false)).toBe('payment');
    expect(embedStepOf('contact', '/checkout/finalizacion', true)).toBe('complete');
  });
});
