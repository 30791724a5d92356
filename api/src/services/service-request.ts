import { CONTACT_MESSAGES, requiredEmail, requiredPhone } from '../forms/contact-form.js';
import { characterCount } from './characters.js';

/**
 * The four request forms of /services/* (spec section 7): workshop repair, technical support,
 * contact and HORECA. Each kind lists its fields; e-mail, phone and the length messages are the
 * contact form's of spec section 5 (forms/contact-form.ts), so every form accepts the same ones.
 */
export type ServiceKind = 'create' | 'support' | 'contact' | 'horeca';

/** These forms' clients show 'Campo Requerido' for an empty field (the contact form's is 'Requerido'). */
export const REQUIRED = 'Campo Requerido';
export const OPTION_INVALID = 'Selecciona una opción válida';
export const CITY_INVALID = 'Selecciona una ciudad de la lista';
export const BRAND_INVALID = 'Selecciona una marca de la lista';

type FieldRule =
  | { type: 'text'; required: boolean; min?: number; max: number; label: string }
  | { type: 'email'; label: string }
  | { type: 'phone'; label: string }
  | { type: 'option'; required: boolean; values: readonly string[]; default?: string; label: string }
  /** Checked against the workshop lists by the route (needs the database). */
  | { type: 'city' | 'brand'; label: string };

export interface ServiceKindConfig {
  /** Ticket prefix, e.g. 'ST' gives 'ST-000042'. */
  prefix: string;
  /** What the confirmation calls the request. */
  label: string;
  /** Field holding the requester's name (stored in service_requests.name). */
  nameField: string;
  /** Inbox of the team that answers this kind. */
  teamEmail: string;
  fields: Readonly<Record<string, FieldRule>>;
}

const contactFields = {
  email: { type: 'email', label: 'Correo electrónico' },
  telephone: { type: 'phone', label: 'Teléfono' },
} as const satisfies Record<string, FieldRule>;

const personName = { type: 'text', required: true, min: 3, max: 64, label: 'Nombre' } as const;
const longText = (label: string) => ({ type: 'text', required: true, min: 10, max: 2000, label }) as const;
const subject = { type: 'text', required: true, min: 3, max: 120, label: 'Asunto' } as const;

export const PREFERRED_CONTACT = ['telefono', 'correo', 'whatsapp'] as const;
export const BUSINESS_TYPES = ['hotel', 'restaurante', 'cafetería', 'otro'] as const;

export const SERVICE_KINDS: Readonly<Record<ServiceKind, ServiceKindConfig>> = {
  create: {
    prefix: 'TL',
    label: 'solicitud de reparación en taller',
    nameField: 'name',
    teamEmail: 'taller@tecnologiahn.hn',
    fields: {
      name: personName,
      ...contactFields,
      city: { type: 'city', label: 'Ciudad' },
      brand: { type: 'brand', label: 'Marca' },
      equipment_type: { type: 'text', required: true, min: 2, max: 60, label: 'Tipo de equipo' },
      model: { type: 'text', required: false, max: 80, label: 'Modelo' },
      serial: { type: 'text', required: false, max: 80, label: 'Número de serie' },
      description: longText('Descripción del problema'),
      preferred_contact: {
        type: 'option',
        required: false,
        values: PREFERRED_CONTACT,
        default: 'telefono',
        label: 'Medio de contacto preferido',
      },
    },
  },
  support: {
    prefix: 'ST',
    label: 'solicitud de soporte técnico',
    nameField: 'name',
    teamEmail: 'soporte@tecnologiahn.hn',
    fields: {
      name: personName,
      ...contactFields,
      reference: { type: 'text', required: false, max: 60, label: 'Producto o número de pedido' },
      subject,
      description: longText('Descripción'),
    },
  },
  contact: {
    prefix: 'CT',
    label: 'mensaje de contacto',
    nameField: 'name',
    teamEmail: 'servicioalcliente@tecnologiahn.hn',
    fields: { name: personName, ...contactFields, subject, message: longText('Mensaje') },
  },
  horeca: {
    prefix: 'HC',
    label: 'consulta HORECA',
    nameField: 'contact_name',
    teamEmail: 'horeca@tecnologiahn.hn',
    fields: {
      company: { type: 'text', required: true, min: 2, max: 100, label: 'Empresa' },
      contact_name: { ...personName, label: 'Nombre de contacto' },
      ...contactFields,
      business_type: { type: 'option', required: true, values: BUSINESS_TYPES, label: 'Tipo de negocio' },
      city: { type: 'text', required: true, min: 2, max: 60, label: 'Ciudad' },
      message: longText('Mensaje'),
    },
  },
};

export type CleanValues = Record<string, string>;

export type ServiceValidation =
  { ok: true; values: CleanValues } | { ok: false; fields: Record<string, string> };

const length = characterCount;

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/**
 * Applies a kind's rules to the body. City and brand are only checked for presence here; the
 * route matches them against the workshop lists. Options accept any case and missing accents.
 */
export function validateServiceRequest(kind: ServiceKind, body: Record<string, unknown>): ServiceValidation {
  const fields: Record<string, string> = {};
  const values: CleanValues = {};
  for (const [field, rule] of Object.entries(SERVICE_KINDS[kind].fields)) {
    const text = textOf(body[field]);
    switch (rule.type) {
      case 'text':
        if (text === '') {
          if (rule.required) fields[field] = REQUIRED;
        } else if (length(text) > rule.max) fields[field] = CONTACT_MESSAGES.tooLong;
        else if (rule.min !== undefined && length(text) < rule.min) fields[field] = CONTACT_MESSAGES.tooShort;
        if (text !== '') values[field] = text;
        break;
      case 'email':
        values[field] = requiredEmail(fields, field, text, REQUIRED);
        break;
      case 'phone':
        values[field] = requiredPhone(fields, field, text, REQUIRED);
        break;
      case 'option': {
        const wanted = text.toLowerCase();
        const match = rule.values.find(
          (option) => option === wanted || option.normalize('NFD').replace(/\p{Diacritic}/gu, '') === wanted,
        );
        if (text === '') {
          if (rule.required) fields[field] = REQUIRED;
          else if (rule.default) values[field] = rule.default;
        } else if (!match) fields[field] = OPTION_INVALID;
        else values[field] = match;
        break;
      }
      case 'city':
      case 'brand':
        if (text === '') fields[field] = REQUIRED;
        else values[field] = text;
        break;
    }
  }
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, values };
}
