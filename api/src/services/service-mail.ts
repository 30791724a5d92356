import type { ServiceKind } from '@store/contracts';
import type { OutgoingMail } from '../outbox/outbox.js';
import { SERVICE_DESKS } from './service-request.js';

const STORE = 'Tecnología HN';
const PHONE = '2200-4500';

/** The confirmation the requester receives and the notice the answering team receives. */
export function serviceRequestMails(
  kind: ServiceKind,
  ticket: string,
  request: { name: string; email: string; summary: ReadonlyArray<readonly [label: string, value: string]> },
): OutgoingMail[] {
  const config = SERVICE_DESKS[kind];
  const lines = request.summary.map(([label, value]) => `${label}: ${value}`).join('\n');
  return [
    {
      to: request.email,
      subject: `Recibimos tu ${config.label} (${ticket})`,
      body: [
        `Hola, ${request.name}:`,
        '',
        `Recibimos tu ${config.label}. Tu número de ticket es ${ticket}; menciónalo cuando nos contactes.`,
        'Te responderemos en un plazo máximo de un día hábil.',
        '',
        lines,
        '',
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
