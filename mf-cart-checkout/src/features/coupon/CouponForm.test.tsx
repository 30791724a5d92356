import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render-with-providers';
import { CouponForm } from './CouponForm';
import type { CouponOutcome } from './CouponForm';

function field() {
  return screen.getByRole('textbox', { name: 'Código de cupón' });
}

interface FormOptions {
  appliedCode?: string | null;
  onRemove?: () => Promise<CouponOutcome>;
}

function renderForm(
  onApply: (code: string) => Promise<CouponOutcome>,
  { appliedCode = null, onRemove = () => Promise.resolve(null) }: FormOptions = {},
) {
  return renderWithProviders(<CouponForm appliedCode={appliedCode} onApply={onApply} onRemove={onRemove} />);
}

describe('CouponForm', () => {
  it('is a labelled form submitted with Enter, sending the code trimmed and clearing it once applied', async () => {
    const user = userEvent.setup();
    const onApply = jest.fn<Promise<CouponOutcome>, [string]>(() => Promise.resolve(null));
    renderForm(onApply);
    expect(screen.getByRole('form', { name: 'Cupón de descuento' })).toBeInTheDocument();
    await user.type(field(), '  BIENVENIDO10 {Enter}');
    expect(onApply).toHaveBeenCalledWith('BIENVENIDO10');
    expect(await screen.findByRole('alert')).toHaveTextContent('¡Cupón aplicado!');
    expect(field()).toHaveValue('');
    expect(field()).not.toHaveAccessibleDescription();
  });

  it('sends nothing for an empty code', async () => {
    const user = userEvent.setup();
    const onApply = jest.fn<Promise<CouponOutcome>, [string]>(() => Promise.resolve(null));
    renderForm(onApply);
    await user.type(field(), '   ');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(onApply).not.toHaveBeenCalled();
  });

  it('shows a refusal under the field, tied to it, and in a toast; typing clears it', async () => {
    const user = userEvent.setup();
    renderForm(() => Promise.resolve('Cupón vencido'));
    await user.type(field(), 'FERIADOMORAZANICO');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cupón vencido');
    expect(field()).toHaveAccessibleDescription('Cupón vencido');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveValue('FERIADOMORAZANICO');
    await user.type(field(), 'X');
    expect(field()).not.toHaveAccessibleDescription();
  });

  it('sends one request however often it is submitted before the answer', async () => {
    const user = userEvent.setup();
    let answer: (outcome: CouponOutcome) => void = () => undefined;
    const onApply = jest.fn<Promise<CouponOutcome>, [string]>(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    renderForm(onApply);
    await user.type(field(), 'BIENVENIDO10{Enter}');
    expect(screen.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
    // Enter in the field submits even with the button disabled; a double click gets here too.
    const form = screen.getByRole('form', { name: 'Cupón de descuento' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(onApply).toHaveBeenCalledTimes(1);
    await act(async () => answer(null));
    expect(screen.getByRole('button', { name: 'Aplicar' })).toBeEnabled();
  });

  it("shows the coupon in force with 'Quitar'", async () => {
    const user = userEvent.setup();
    const onRemove = jest.fn(() => Promise.resolve<CouponOutcome>(null));
    renderForm(() => Promise.resolve(null), { appliedCode: 'BIENVENIDO10', onRemove });
    expect(screen.getByText('Cupón aplicado:')).toHaveTextContent('Cupón aplicado: BIENVENIDO10');
    await user.click(screen.getByRole('button', { name: 'Quitar cupón BIENVENIDO10' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});
