import { act, screen } from '@testing-library/react';
import { eventBus } from '@store/app-kit';
import { CheckoutStepper } from './CheckoutStepper';
import { renderShell, setScreenWidth } from '../../test/render-shell';

function currentStep() {
  return document.querySelector('[aria-current="step"]')?.textContent;
}

describe('stepper del checkout', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => act(() => eventBus.publish('cart:checkout-step-changed', { v: 1, step: 0 })));

  it('shows the four steps and follows checkout-step-changed (index = step − 1, at least 0)', () => {
    eventBus.publish('cart:checkout-step-changed', { v: 1, step: 0 });
    renderShell(<CheckoutStepper />);
    for (const label of ['Contacto', 'Envío', 'F. Pago', 'Finalización']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Pasos del pago')).toHaveAttribute('data-active-step', '0');
    expect(currentStep()).toBe('Contacto');
    act(() => eventBus.publish('cart:checkout-step-changed', { v: 1, step: 1 }));
    expect(currentStep()).toBe('Contacto');
    act(() => eventBus.publish('cart:checkout-step-changed', { v: 1, step: 2 }));
    expect(currentStep()).toBe('Envío');
    act(() => eventBus.publish('cart:checkout-step-changed', { v: 1, step: 3 }));
    expect(currentStep()).toBe('F. Pago');
    act(() => eventBus.publish('cart:checkout-step-changed', { v: 1, step: 4 }));
    expect(currentStep()).toBe('Finalización');
    expect(screen.getByLabelText('Pasos del pago')).toHaveAttribute('data-active-step', '3');
  });
});
