import type { BUSINESS_TYPES, PREFERRED_CONTACT } from '@store/contracts';

/** The forms' own words (field labels are the contract's, as the confirmation e-mail lists them). */
export const SERVICE_FORM_TEXT = {
  optional: '(opcional)',
  requiredNote: 'Los campos marcados con * son obligatorios.',
  sending: 'Enviando…',
  sentHeading: '¡Solicitud enviada!',
  ticketLabel: 'Número de ticket',
  keepTicket: 'Guarda este número y menciónalo cuando nos contactes.',
  sendAnother: 'Enviar otra solicitud',
  backHome: 'Volver al inicio',
  loadingList: 'Cargando…',
  listUnavailable: 'No disponible',
  /** docs/business-rules.md#support: the workshop's lists failed. */
  workshopListsFailed: 'Error inesperado',
} as const;

/** When and how the customer hears from the store, as the confirmation e-mail promises. */
export const NEXT_STEPS = {
  workshop:
    'Te contactaremos en un plazo máximo de un día hábil, por el medio que elegiste, para coordinar la recepción de tu equipo.',
  support: 'Te contactaremos en un plazo máximo de un día hábil para ayudarte con tu consulta.',
  contact: 'Te contactaremos en un plazo máximo de un día hábil.',
  corporate:
    'Te contactaremos en un plazo máximo de un día hábil: un asesor de ventas corporativas preparará tu propuesta.',
} as const;

export const PREFERRED_CONTACT_LABELS: Record<(typeof PREFERRED_CONTACT)[number], string> = {
  telefono: 'Llamada telefónica',
  correo: 'Correo electrónico',
  whatsapp: 'WhatsApp',
};

export const BUSINESS_TYPE_LABELS: Record<(typeof BUSINESS_TYPES)[number], string> = {
  hotel: 'Hotel',
  restaurante: 'Restaurante',
  cafetería: 'Cafetería',
  otro: 'Otro tipo de empresa',
};

/** A field's label with '(opcional)' when the form can be sent without it. */
export function optionalLabel(label: string): string {
  return `${label} ${SERVICE_FORM_TEXT.optional}`;
}
