/** The e-mails that tell the shopper what the credit team decided on their credit request. */
import { formatEsHnLongDate, formatLempiras, parseDate, type CreditContract } from '@store/contracts';
import type { OutgoingMail } from '../outbox/outbox.js';

export interface MailShopper {
  email: string;
  firstname: string;
}

/** 'L 1,234.50' with a plain space: e-mail clients render the no-break space as-is. */
const lempiras = (amount: number): string => formatLempiras(amount).replace(/\s/gu, ' ');

function longDate(text: string): string {
  const date = parseDate(text);
  return date ? formatEsHnLongDate(new Date(date.year, date.month - 1, date.day)) : text;
}

function contractLine(
  contract: Pick<CreditContract, 'number' | 'financedAmount' | 'term' | 'fee' | 'firstPayment'>,
): string {
  const payments = contract.term === 1 ? '1 cuota' : `${String(contract.term)} cuotas`;
  return `- Contrato ${contract.number}: financiado ${lempiras(contract.financedAmount)}, ${payments} de ${lempiras(contract.fee)}, primer pago el ${longDate(contract.firstPayment)}.`;
}

export function creditApprovedMail(
  shopper: MailShopper,
  orderNumber: string,
  contracts: readonly CreditContract[],
): OutgoingMail {
  return {
    to: shopper.email,
    subject: `Pedido ${orderNumber}: tu crédito fue aprobado`,
    body: [
      `Hola ${shopper.firstname}: aprobamos la solicitud de crédito de tu pedido ${orderNumber}.`,
      ...contracts.map(contractLine),
      'Prepararemos tu pedido para el envío y te avisaremos cuando salga. Puedes ver tus contratos en el portal, en Contratos, y seguir tu pedido en Mi Pedido.',
    ].join('\n'),
  };
}

export function creditRejectedMail(shopper: MailShopper, orderNumber: string, reason: string): OutgoingMail {
  return {
    to: shopper.email,
    subject: `Pedido ${orderNumber}: tu solicitud de crédito no fue aprobada`,
    body: [
      `Hola ${shopper.firstname}: no pudimos aprobar la solicitud de crédito de tu pedido ${orderNumber}.`,
      `Motivo: ${reason}`,
      'Cancelamos el pedido y liberamos los productos que tenía reservados; tu línea de crédito queda como estaba antes de la solicitud. Puedes hacer un nuevo pedido con otra forma de pago.',
    ].join('\n'),
  };
}
