/**
 * The four request forms of /services/* (docs/business-rules.md#support): workshop repair,
 * technical support, contact and HORECA. Each kind lists its fields once; the request body
 * schemas and the rule that checks a body (with its Spanish messages) are made from that list.
 * E-mail, phone and the length messages are the contact form's (forms/contact.ts), so every form
 * accepts the same ones.
 */
import {
  Type,
  type Static,
  type TInteger,
  type TObject,
  type TOptional,
  type TString,
  type TUnion,
} from '@sinclair/typebox';
import { CONTACT_MESSAGES, requiredEmail, requiredPhone } from '../forms/contact.js';
import {
  FIELD_REQUIRED_MESSAGE,
  characterCount,
  formVerdict,
  type FieldProblems,
  type FormValidation,
} from '../forms/form-rules.js';
import { formatDate, hondurasToday, parseDate } from '../credit/calendar.js';
import { INT4_MAX } from '../http/common.js';

export const SERVICE_KINDS = ['create', 'support', 'contact', 'horeca'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

/** These forms' clients show 'Campo Requerido' for an empty field (the contact form's is 'Requerido'). */
export const SERVICE_MESSAGES = {
  required: FIELD_REQUIRED_MESSAGE,
  optionInvalid: 'Selecciona una opción válida',
  cityInvalid: 'Selecciona una ciudad de la lista',
  brandInvalid: 'Selecciona una marca de la lista',
  dateInvalid: 'Fecha inválida',
  dateInFuture: 'La fecha no puede ser posterior a hoy',
} as const;

/** The earliest day a date field accepts: older ones are typing slips ('0202'), not purchases. */
export const SERVICE_DATE_MIN = '2000-01-01';

/**
 * The latest day a date field accepts: today in Honduras (YYYY-MM-DD), whatever the zone of the
 * device or server, so the browser's `max` and the API's rule stop at the same day.
 */
export function latestServiceDate(now: Date = new Date()): string {
  return formatDate(hondurasToday(now));
}

export type ServiceFieldRule =
  | { type: 'text'; required: boolean; min?: number; max: number; label: string }
  | { type: 'email'; label: string }
  | { type: 'phone'; label: string }
  | { type: 'option'; required: boolean; values: readonly string[]; default?: string; label: string }
  /** A past day, YYYY-MM-DD, from SERVICE_DATE_MIN to today in Honduras (e.g. a purchase). */
  | { type: 'date'; required: boolean; label: string }
  /** Checked against the workshop lists (GET /app-services/...) by the server. */
  | { type: 'city' | 'brand'; label: string };

export type ServiceFields = Readonly<Record<string, ServiceFieldRule>>;

const contactFields = {
  email: { type: 'email', label: 'Correo electrónico' },
  telephone: { type: 'phone', label: 'Teléfono' },
} as const satisfies ServiceFields;

const personName = { type: 'text', required: true, min: 3, max: 64, label: 'Nombre' } as const;
const longText = <L extends string>(label: L) =>
  ({ type: 'text', required: true, min: 10, max: 2000, label }) as const;
const subject = { type: 'text', required: true, min: 3, max: 120, label: 'Asunto' } as const;

export const PREFERRED_CONTACT = ['telefono', 'correo', 'whatsapp'] as const;
export const BUSINESS_TYPES = ['hotel', 'restaurante', 'cafetería', 'otro'] as const;

/** The fields of each form, in the order the confirmation e-mail lists them. */
export const SERVICE_FIELDS = {
  create: {
    name: personName,
    ...contactFields,
    city: { type: 'city', label: 'Ciudad' },
    brand: { type: 'brand', label: 'Marca' },
    equipment_type: { type: 'text', required: true, min: 2, max: 60, label: 'Tipo de equipo' },
    model: { type: 'text', required: false, max: 80, label: 'Modelo' },
    serial: { type: 'text', required: false, max: 80, label: 'Número de serie' },
    // Whether the equipment is still under warranty starts from this day.
    purchase_date: { type: 'date', required: false, label: 'Fecha de compra' },
    description: longText('Descripción del problema'),
    preferred_contact: {
      type: 'option',
      required: false,
      values: PREFERRED_CONTACT,
      default: 'telefono',
      label: 'Medio de contacto preferido',
    },
  },
  support: {
    name: personName,
    ...contactFields,
    reference: { type: 'text', required: false, max: 60, label: 'Producto o número de pedido' },
    subject,
    description: longText('Descripción'),
  },
  contact: { name: personName, ...contactFields, subject, message: longText('Mensaje') },
  horeca: {
    company: { type: 'text', required: true, min: 2, max: 100, label: 'Empresa' },
    contact_name: { ...personName, label: 'Nombre de contacto' },
    ...contactFields,
    business_type: { type: 'option', required: true, values: BUSINESS_TYPES, label: 'Tipo de negocio' },
    city: { type: 'text', required: true, min: 2, max: 60, label: 'Ciudad' },
    message: longText('Mensaje'),
  },
} as const satisfies Record<ServiceKind, ServiceFields>;

// Request bodies --------------------------------------------------------------------------------

/** City and brand go as the option's id or its name; every other field is text. */
type FieldSchema<R> = R extends { type: 'city' | 'brand' }
  ? TOptional<TUnion<[TString, TInteger]>>
  : TOptional<TString>;

type BodySchema<F extends ServiceFields> = TObject<{ -readonly [K in keyof F]: FieldSchema<F[K]> }>;

function fieldSchema(rule: ServiceFieldRule) {
  switch (rule.type) {
    case 'text':
      return Type.String({
        maxLength: Math.max(rule.max * 4, 200),
        description: `${rule.label}${rule.required ? '' : ' (opcional)'}; máximo ${String(rule.max)} caracteres`,
      });
    case 'email':
    case 'phone':
      return Type.String({ maxLength: 200, description: rule.label });
    case 'date':
      return Type.String({
        maxLength: 40,
        description: `${rule.label}${rule.required ? '' : ' (opcional)'}: AAAA-MM-DD, desde ${SERVICE_DATE_MIN} hasta hoy`,
      });
    case 'option':
      return Type.String({
        maxLength: 40,
        description: `${rule.label}: ${rule.values.join(', ')}${rule.default ? ` (por defecto ${rule.default})` : ''}`,
      });
    case 'city':
    case 'brand':
      return Type.Union([Type.String({ maxLength: 120 }), Type.Integer({ maximum: INT4_MAX })], {
        description: `${rule.label}: id o nombre de GET /app-services/${rule.type === 'city' ? 'cities' : 'brands'}-form-workshop`,
      });
  }
}

/**
 * Body schema made from a form's fields: types and hard size caps only, every field optional.
 * Presence, lengths, e-mail, phone and options are `validateServiceRequest`'s, so that every
 * field's Spanish message comes back at once in `fields`.
 */
function serviceRequestBody<F extends ServiceFields>(fields: F): BodySchema<F> {
  const properties = Object.fromEntries(
    Object.entries(fields).map(([field, rule]) => [field, Type.Optional(fieldSchema(rule))]),
  );
  // The loop builds exactly the properties BodySchema<F> names; TypeScript cannot follow
  // Object.entries from a mapped type, hence the one assertion.
  return Type.Object(properties) as unknown as BodySchema<F>;
}

export const WorkshopRequest = serviceRequestBody(SERVICE_FIELDS.create);
export type WorkshopRequest = Static<typeof WorkshopRequest>;
export const SupportRequest = serviceRequestBody(SERVICE_FIELDS.support);
export type SupportRequest = Static<typeof SupportRequest>;
export const ContactMessageRequest = serviceRequestBody(SERVICE_FIELDS.contact);
export type ContactMessageRequest = Static<typeof ContactMessageRequest>;
export const HorecaRequest = serviceRequestBody(SERVICE_FIELDS.horeca);
export type HorecaRequest = Static<typeof HorecaRequest>;

/** The body schema of each kind (`POST /services/{kind}`). */
export const SERVICE_REQUEST_BODIES = {
  create: WorkshopRequest,
  support: SupportRequest,
  contact: ContactMessageRequest,
  horeca: HorecaRequest,
} as const satisfies Record<ServiceKind, TObject>;

export type ServiceRequestBody = WorkshopRequest | SupportRequest | ContactMessageRequest | HorecaRequest;

/** 201 of `POST /services/{kind}`: the ticket to quote and a confirmation to show. */
export const ServiceRequestCreated = Type.Object({ ticket: Type.String(), message: Type.String() });
export type ServiceRequestCreated = Static<typeof ServiceRequestCreated>;

// The rule --------------------------------------------------------------------------------------

/** Accepted values by field name: texts trimmed, the option as listed, the e-mail in lower case. */
export type ServiceRequestValues = Record<string, string>;

/** A form field's text; a city or brand id may come as a number. */
function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/**
 * Applies a kind's rules to the form's values (or a request body). City and brand are only
 * checked for presence here; the server matches them against the workshop lists. Options accept
 * any case and missing accents. A date must be a real day from SERVICE_DATE_MIN to today in
 * Honduras.
 */
export function validateServiceRequest(
  kind: ServiceKind,
  input: Readonly<Record<string, unknown>>,
): FormValidation<ServiceRequestValues> {
  const problems: FieldProblems = {};
  const values: ServiceRequestValues = {};
  const fields: ServiceFields = SERVICE_FIELDS[kind];
  for (const [field, rule] of Object.entries(fields)) {
    const text = textOf(input[field]);
    switch (rule.type) {
      case 'text': {
        const length = characterCount(text);
        if (text === '') {
          if (rule.required) problems[field] = SERVICE_MESSAGES.required;
        } else if (length > rule.max) problems[field] = CONTACT_MESSAGES.tooLong;
        else if (rule.min !== undefined && length < rule.min) problems[field] = CONTACT_MESSAGES.tooShort;
        if (text !== '') values[field] = text;
        break;
      }
      case 'email':
        values[field] = requiredEmail(problems, field, text, SERVICE_MESSAGES.required);
        break;
      case 'phone':
        values[field] = requiredPhone(problems, field, text, SERVICE_MESSAGES.required);
        break;
      case 'option': {
        const wanted = text.toLowerCase();
        const match = rule.values.find(
          (option) => option === wanted || option.normalize('NFD').replace(/\p{Diacritic}/gu, '') === wanted,
        );
        if (text === '') {
          if (rule.required) problems[field] = SERVICE_MESSAGES.required;
          else if (rule.default) values[field] = rule.default;
        } else if (!match) problems[field] = SERVICE_MESSAGES.optionInvalid;
        else values[field] = match;
        break;
      }
      case 'date':
        // Days written YYYY-MM-DD compare as text.
        if (text === '') {
          if (rule.required) problems[field] = SERVICE_MESSAGES.required;
        } else if (parseDate(text) === null || text < SERVICE_DATE_MIN) {
          problems[field] = SERVICE_MESSAGES.dateInvalid;
        } else if (text > latestServiceDate()) problems[field] = SERVICE_MESSAGES.dateInFuture;
        else values[field] = text;
        break;
      case 'city':
      case 'brand':
        if (text === '') problems[field] = SERVICE_MESSAGES.required;
        else values[field] = text;
        break;
    }
  }
  return formVerdict(problems, values);
}
