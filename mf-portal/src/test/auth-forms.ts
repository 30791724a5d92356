import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** A form field by its exact label ('Contraseña' must not find 'Repetir contraseña'). */
export function field(label: string): HTMLElement {
  return screen.getByLabelText(label, { exact: true });
}

/** Fills the 'Registrarse' form with values every rule accepts and ticks the privacy policy. */
export async function fillValidSignup(user: UserEvent): Promise<void> {
  await user.type(field('Nombre'), 'Carlos');
  await user.type(field('Apellido'), 'Zelaya');
  await user.type(field('Correo electrónico'), 'carlos@correo.hn');
  await user.type(field('Contraseña'), 'secreta1');
  await user.type(field('Repetir contraseña'), 'secreta1');
  await user.type(field('Identidad'), '0801199012345');
  await user.click(screen.getByRole('checkbox', { name: /Acepto la política de privacidad/ }));
}
