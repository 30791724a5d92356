import type { ServiceKind } from '@store/contracts';
import type { OutgoingMail } from '../outbox/outbox.js';
import { SERVICE_DESKS } from '../services/service-request.js';

/**
 * The reply a requester receives (queued in the outbox, sent by the mail worker with the
 * store's HTML and text layout and its STORE_URL link, src/mail/mail-renderer.ts). The
 * greeting quotes nothing the requester typed, as the confirmation does (src/services/
 * service-mail.ts): the message is the store's own text, written by staff.
 */
export function ticketReplyMail(
  ticket: { ticket: string; kind: ServiceKind; email: string },
  message: string,
): OutgoingMail {
  const desk = SERVICE_DESKS[ticket.kind];
  return {
    to: ticket.email,
    subject: `Respuesta a tu ${desk.label} (${ticket.ticket})`,
    body: [
      'Hola:',
      '',
      `Te respondemos sobre tu ${desk.label}, ticket ${ticket.ticket}:`,
      '',
      message.trim(),
      '',
      `Si necesitas algo más, escríbenos a ${desk.teamEmail} mencionando el ticket ${ticket.ticket}.`,
    ].join('\n'),
  };
}
