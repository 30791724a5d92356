import { screen } from '@testing-library/react';
import type { CustomerProfile } from '@store/contracts';
import type { RootState } from '../../app/store';
import { buildUser } from '../../test/builders';

/** The logged-in customer of these tests (id 42, as the session builder's user). */
export const CUSTOMER_ID = 42;

/** GET /customers/42 as the API answers it. */
export function buildProfile(overrides: Partial<CustomerProfile> = {}): CustomerProfile {
  return {
    id: CUSTOMER_ID,
    firstname: 'Ana',
    lastname: 'Mejía',
    email: 'ana.mejia@correo.hn',
    username: 'ana.mejia@correo.hn',
    telephone: '9988-7766',
    fax: '2233-4455',
    custom_field: '0801-1990-12345',
    ...overrides,
  };
}

/** The store of a page that renders behind the portal's session guard: a logged-in customer. */
export const LOGGED_IN: Partial<RootState> = {
  session: { id: CUSTOMER_ID, token: 'tok-ana-123', user: buildUser({ id: CUSTOMER_ID }) },
};

/** An input by the start of its label (required fields add ' *' after it). */
export function field(label: string): HTMLInputElement {
  return screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
}

/** The message shown under a field (MUI's helper text, named by aria-describedby). */
export function messageOf(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}
