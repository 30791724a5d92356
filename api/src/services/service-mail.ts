import type { ServiceKind } from '@store/contracts';
import type { OutgoingMail } from '../outbox/outbox.js';
import { truncateCharacters } from './characters.js';
import { SERVICE_DESKS } from './service-request.js';

const STORE = 'Tecnología HN';
const PHONE = '2200-4500';

/** Longest value of the caller's that the confirmation quotes, in visible characters. */
export const QUOTED_VALUE_MAX = 80;

/**
 * Control and format characters (line breaks, tabs, bidirectional overrides, zero-width
 * joiners...) and runs of blanks become one space: a quoted value stays on its own `> ` line and
 * cannot draw lines that look like the store's text or reorder what the reader sees.
 */
const BLANKS_AND_CONTROLS = /[\s\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu;

/**
 * Breaks what mail clients turn into links in plain text: `scheme://` becomes `scheme[:]//` and a
 * dot before a letter (`www.example.com`, `correo@example.hn`) becomes `[.]`, the usual way of
 * quoting an address without making it clickable. Decimals such as "15.6" are left alone.
 */
export function defuseLinks(text: string): string {
  return text.replace(/:\/\//g, '[:]//').replace(/\.(?=\p{L})/gu, '[.]');
}

/** The caller's value as one short, inert line for the quoted summary. */
export function quoteCallerValue(value: string): string {
  const oneLine = value.replace(BLANKS_AND_CONTROLS, ' ').trim();
  // Defused first, then cut: the cut can only shorten, never rebuild a link.
  return truncateCharacters(defuseLinks(oneLine), QUOTED_VALUE_MAX);
}

/** One field of the form as the mails list it, in the form's order. */
export interface SummaryLine {
  field: string;
  label: string;
  value: string;
}

/**
 * The confirmation the requester receives and the notice the answering team receives.
 *
 * Anyone can type any e-mail address into these forms, so the confirmation is written to be
 * useless as a relay (issue 10, defect 5): the store's own text, with what the caller wrote only
 * as a quoted summary below it (one `> ` line per field, each cut to QUOTED_VALUE_MAX, links
 * defused, no line breaks), and no caller text in the greeting or subject. The e-mail field is
 * left out of the quote: it is the address the message goes to. The team's notice goes to the
 * store's own inbox and keeps every field whole, since the team works the request from it.
 */
export function serviceRequestMails(
  kind: ServiceKind,
  ticket: string,
  request: { name: string; email: string; summary: readonly SummaryLine[] },
): OutgoingMail[] {
  const config = SERVICE_DESKS[kind];
  const lines = request.summary.map(({ label, value }) => `${label}: ${value}`).join('\n');
  const quoted = request.summary
    .filter(({ field }) => field !== 'email')
    .map(({ label, value }) => `> ${label}: ${quoteCallerValue(value)}`);
  return [
    {
      to: request.email,
      subject: `Recibimos tu ${config.label} (${ticket})`,
      body: [
        'Hola:',
        '',
        `Recibimos tu ${config.label}. Tu número de ticket es ${ticket}; menciónalo cuando nos contactes.`,
        'Te responderemos en un plazo máximo de un día hábil.',
        '',
        'Resumen de lo que nos enviaste:',
        ...quoted,
        '',
        'Si no hiciste esta solicitud, puedes ignorar este correo.',
        `Si necesitas ayuda inmediata llámanos al ${PHONE}.`,
        STORE,
      ].join('\n'),
    },
    {
      to: config.teamEmail,
      subject: `Nueva ${config.label}: ${ticket}`,
      body: [`Ticket ${ticket}`, `Cliente: ${request.name} <${request.email}>`, '', lines].join('\n'),
    },
  ];
}

/** What the API answers after storing the request. */
export function serviceRequestMessage(kind: ServiceKind, ticket: string, email: string): string {
  const intro: Record<ServiceKind, string> = {
    create: 'Recibimos tu solicitud de reparación.',
    support: 'Recibimos tu solicitud de soporte técnico.',
    contact: 'Gracias por escribirnos.',
    horeca: 'Gracias por tu interés; un asesor HORECA te contactará pronto.',
  };
  return `${intro[kind]} Tu número de ticket es ${ticket}. Te enviamos la confirmación a ${email}.`;
}
