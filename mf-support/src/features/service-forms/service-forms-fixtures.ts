import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type {
  ContactMessageRequest,
  ErrorBody,
  HorecaRequest,
  ServiceRequestCreated,
  SupportRequest,
  WorkshopOptions,
  WorkshopRequest,
} from '@store/contracts';
import type { MockHandler } from '@store/app-kit/testing';

// Test data and helpers of the service forms' tests; every builder returns a contract type.

export const CITIES: WorkshopOptions = [
  { id: 501, name: 'San Pedro Sula' },
  { id: 801, name: 'Tegucigalpa' },
];

export const BRANDS: WorkshopOptions = [
  { id: 3, name: 'HP' },
  { id: 7, name: 'Lenovo' },
];

/** The workshop's two lists, answered. */
export const WORKSHOP_LISTS: Record<string, MockHandler> = {
  'GET /app-services/brands-form-workshop': () => ({ body: BRANDS }),
  'GET /app-services/cities-form-workshop': () => ({ body: CITIES }),
};

/** 201 of `POST /services/{kind}` as the API words it. */
export function buildCreated(ticket: string, email = 'carlos@ejemplo.hn'): ServiceRequestCreated {
  return {
    ticket,
    message: `Recibimos tu solicitud. Tu número de ticket es ${ticket}. Te enviamos la confirmación a ${email}.`,
  };
}

/** A 400 of the service routes: the first field's message and every field's. */
export function validationReply(fields: Record<string, string>): { status: number; body: ErrorBody } {
  return {
    status: 400,
    body: { message: Object.values(fields)[0] ?? '', code: 'VALIDATION_ERROR', fields },
  };
}

/** A text field by its accessible name (required fields' ' *' is hidden from it). */
export function textbox(name: string): HTMLElement {
  return screen.getByRole('textbox', { name });
}

/** A native select by its accessible name. */
export function select(name: string): HTMLSelectElement {
  return screen.getByRole<HTMLSelectElement>('combobox', { name });
}

/** The message shown under a field (MUI's helper text, named by aria-describedby). */
export function messageOf(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

/** Replaces a text field's content by pasting (typing long texts key by key is slow). */
export async function fillText(user: UserEvent, name: string, text: string): Promise<void> {
  const input = textbox(name);
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

/** A response the test releases when it wants (to see the form while the call runs). */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

export const PERSON = { name: 'Carlos Reyes', email: 'carlos@ejemplo.hn', telephone: '9876-5432' };

/** Name, e-mail and phone as every form asks them ('Nombre de contacto' in the corporate form). */
export async function fillPerson(user: UserEvent, nameLabel = 'Nombre'): Promise<void> {
  await fillText(user, nameLabel, PERSON.name);
  await fillText(user, 'Correo electrónico', PERSON.email);
  await fillText(user, 'Teléfono', PERSON.telephone);
}

export const purchaseDate = () => screen.getByLabelText(/^Fecha de compra/);

/** 'Servicio Técnico' filled with every field, the optional ones too, once its lists arrived. */
export async function fillWorkshop(user: UserEvent): Promise<WorkshopRequest> {
  await waitFor(() => expect(select('Marca')).toBeEnabled());
  await waitFor(() => expect(select('Ciudad')).toBeEnabled());
  await fillPerson(user);
  await user.selectOptions(select('Medio de contacto preferido (opcional)'), 'WhatsApp');
  await user.selectOptions(select('Marca'), 'HP');
  await user.selectOptions(select('Ciudad'), 'Tegucigalpa');
  await fillText(user, 'Tipo de equipo', 'Laptop');
  await fillText(user, 'Modelo (opcional)', 'ProBook 450 G10');
  await fillText(user, 'Número de serie (opcional)', '5CD1234XYZ');
  await user.type(purchaseDate(), '2024-05-10');
  await fillText(user, 'Descripción del problema', 'No enciende después de una variación de voltaje.');
  return {
    ...PERSON,
    preferred_contact: 'whatsapp',
    brand: '3',
    city: '801',
    equipment_type: 'Laptop',
    model: 'ProBook 450 G10',
    serial: '5CD1234XYZ',
    purchase_date: '2024-05-10',
    description: 'No enciende después de una variación de voltaje.',
  };
}

/** 'Contáctanos' filled. */
export async function fillContact(user: UserEvent): Promise<ContactMessageRequest> {
  await fillPerson(user);
  await fillText(user, 'Asunto', 'Cotización');
  await fillText(user, 'Mensaje', 'Necesito cotizar 15 laptops para una escuela en Choluteca.');
  return {
    ...PERSON,
    subject: 'Cotización',
    message: 'Necesito cotizar 15 laptops para una escuela en Choluteca.',
  };
}

/** 'Ventas corporativas' filled. */
export async function fillCorporate(user: UserEvent): Promise<HorecaRequest> {
  await fillText(user, 'Empresa', 'Hotel Plaza Copán');
  await user.selectOptions(select('Tipo de negocio'), 'Hotel');
  await fillText(user, 'Ciudad', 'Copán Ruinas');
  await fillPerson(user, 'Nombre de contacto');
  await fillText(user, 'Mensaje', 'Buscamos pantallas de señalización digital para el lobby.');
  return {
    company: 'Hotel Plaza Copán',
    business_type: 'hotel',
    city: 'Copán Ruinas',
    contact_name: PERSON.name,
    email: PERSON.email,
    telephone: PERSON.telephone,
    message: 'Buscamos pantallas de señalización digital para el lobby.',
  };
}

/** 'Solicitud de servicio' filled. */
export async function fillServiceRequest(user: UserEvent): Promise<SupportRequest> {
  await fillPerson(user);
  await fillText(user, 'Producto o número de pedido (opcional)', 'HN-ABCD-EFGH-JKLM');
  await fillText(user, 'Asunto', 'Configuración de impresora');
  await fillText(user, 'Descripción', 'La impresora multifuncional no aparece en la red Wi-Fi.');
  return {
    ...PERSON,
    reference: 'HN-ABCD-EFGH-JKLM',
    subject: 'Configuración de impresora',
    description: 'La impresora multifuncional no aparece en la red Wi-Fi.',
  };
}
