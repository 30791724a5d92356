import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { SubmitButton } from './SubmitButton';
import { TextFieldInput } from './TextFieldInput';
import type { TextFieldInputProps } from './TextFieldInput';
import { visibleError } from './visible-error';

interface Values {
  email?: string;
}

const requireEmail = (values: Values) => (values.email ? {} : { email: 'Requerido' });

function renderField(
  props: Partial<TextFieldInputProps> = {},
  onSubmit: (values: Values) => SubmissionErrors | undefined = () => undefined,
) {
  return render(
    <Form<Values>
      onSubmit={onSubmit}
      validate={requireEmail}
      render={({ handleSubmit }) => (
        <form aria-label="Prueba" noValidate onSubmit={(event) => void handleSubmit(event)}>
          <TextFieldInput name="email" label="Correo electrónico" {...props} />
          <SubmitButton busy={false} label="Enviar" busyLabel="Enviando…" />
        </form>
      )}
    />,
  );
}

const emailField = () => screen.getByRole('textbox', { name: /^Correo electrónico/ });

describe('TextFieldInput', () => {
  it('shows a rule message only once the field was left, and names it as the description', async () => {
    const user = userEvent.setup();
    renderField();
    await user.click(emailField());
    expect(screen.queryByText('Requerido')).not.toBeInTheDocument();
    expect(emailField()).not.toHaveAttribute('aria-invalid', 'true');

    await user.tab();
    expect(screen.getByText('Requerido')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription('Requerido');
  });

  it('shows every rule message after a submit, without having visited the field', async () => {
    const user = userEvent.setup();
    renderField();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByText('Requerido')).toBeInTheDocument();
  });

  it("shows the server's message for the field until the value changes", async () => {
    const user = userEvent.setup();
    renderField({}, () => ({ email: 'Correo ya registrado' }));
    await user.type(emailField(), 'ana@correo.hn');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByText('Correo ya registrado')).toBeInTheDocument();

    await user.type(emailField(), 'x');
    expect(screen.queryByText('Correo ya registrado')).not.toBeInTheDocument();
  });

  it('passes the input attributes through and keeps what parse returns', async () => {
    const user = userEvent.setup();
    renderField({
      type: 'email',
      inputMode: 'email',
      autoComplete: 'email',
      placeholder: 'nombre@correo.hn',
      maxLength: 5,
      required: true,
      parse: (value) => value.toUpperCase(),
    });
    const input = emailField();
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('placeholder', 'nombre@correo.hn');
    expect(input).toHaveAttribute('maxlength', '5');
    expect(input).toBeRequired();
    await user.type(input, 'abc');
    expect(input).toHaveValue('ABC');
  });

  it('sets no length limit unless asked, and can grow into a text area', () => {
    renderField({ multiline: true });
    const input = emailField();
    expect(input.tagName).toBe('TEXTAREA');
    expect(input).not.toHaveAttribute('maxlength');
    expect(input).not.toBeRequired();
  });
});

describe('SubmitButton', () => {
  it('reads the busy label and is disabled while busy, or when told to be', () => {
    const { rerender } = render(<SubmitButton busy label="Enviar" busyLabel="Enviando…" />);
    expect(screen.getByRole('button', { name: 'Enviando…' })).toBeDisabled();
    rerender(<SubmitButton busy={false} label="Enviar" busyLabel="Enviando…" />);
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
    rerender(<SubmitButton busy={false} disabled label="Enviar" busyLabel="Enviando…" />);
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveAttribute('type', 'submit');
  });
});

describe('visibleError', () => {
  it('waits for touched, unless asked to show on the first change', () => {
    expect(visibleError({ error: 'Requerido', modified: true })).toBeUndefined();
    expect(visibleError({ error: 'Requerido', modified: true }, true)).toBe('Requerido');
    expect(visibleError({ error: 'Requerido', touched: true })).toBe('Requerido');
  });

  it("prefers the rule's message and drops the server's once the value changed", () => {
    expect(visibleError({ error: 'Requerido', touched: true, submitError: 'Del servidor' })).toBe(
      'Requerido',
    );
    expect(visibleError({ submitError: 'Del servidor' })).toBe('Del servidor');
    expect(visibleError({ submitError: 'Del servidor', dirtySinceLastSubmit: true })).toBeUndefined();
  });
});
