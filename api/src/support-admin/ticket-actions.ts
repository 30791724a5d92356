/**
 * What the support team does to a ticket (role `soporte`): move its status and reply. Each runs
 * in one transaction with its audit entry (before → after) and, for a reply, the mail to the
 * requester, so a ticket never shows a reply that was not mailed, or the other way round.
 */
import {
  TICKET_NEXT_STATUSES,
  TICKET_STATUS_LABELS,
  ticketReplyProblem,
  type TicketDetail,
  type TicketStatus,
} from '@store/contracts';
import { audit } from '../audit/audit-log.js';
import type { Db, Queryable } from '../db/db.js';
import { HttpError, notFound, validationError } from '../http/errors.js';
import { queueMail } from '../outbox/outbox.js';
import type { StaffPrincipal } from '../staff/staff-access.js';
import { findTicket, insertTicketReply, updateTicketStatus } from './ticket-repository.js';
import { ticketReplyMail } from './ticket-reply-mail.js';

export const TICKET_NOT_FOUND = 'Ticket no encontrado';

async function lockedTicket(tx: Queryable, id: number): Promise<TicketDetail> {
  const ticket = await findTicket(tx, id, { forUpdate: true });
  if (!ticket) throw notFound(TICKET_NOT_FOUND);
  return ticket;
}

const illegalMove = (from: TicketStatus, to: TicketStatus): HttpError =>
  new HttpError(
    409,
    `Un ticket «${TICKET_STATUS_LABELS[from]}» no puede pasar a «${TICKET_STATUS_LABELS[to]}»`,
    'ILLEGAL_TICKET_STATUS',
  );

/**
 * Moves the ticket to `status`. Asking for the status it already has answers the ticket as it
 * is and writes nothing (a double click, two tabs); a move TICKET_NEXT_STATUSES does not list: 409.
 */
export async function changeTicketStatus(
  db: Db,
  id: number,
  status: TicketStatus,
  staff: StaffPrincipal,
): Promise<TicketDetail> {
  return db.transaction(async (tx) => {
    const before = await lockedTicket(tx, id);
    if (before.status === status) return before;
    if (!TICKET_NEXT_STATUSES[before.status].includes(status)) throw illegalMove(before.status, status);
    await updateTicketStatus(tx, id, status);
    await audit(tx, staff, {
      action: 'ticket.status',
      entityType: 'ticket',
      entityId: before.ticket,
      before: { status: before.status },
      after: { status },
    });
    return lockedTicket(tx, id);
  });
}

/**
 * Keeps the reply on the ticket, mails it to the requester and, when nobody had taken the
 * ticket yet ('Nuevo'), moves it to 'En proceso': answering is taking it.
 */
export async function replyToTicket(
  db: Db,
  id: number,
  message: string,
  staff: StaffPrincipal,
): Promise<TicketDetail> {
  const problem = ticketReplyProblem(message);
  if (problem) throw validationError({ message: problem });
  const text = message.trim();
  return db.transaction(async (tx) => {
    const before = await lockedTicket(tx, id);
    await insertTicketReply(tx, { requestId: id, staffId: staff.id, staffEmail: staff.email, message: text });
    const status: TicketStatus = before.status === 'new' ? 'in_progress' : before.status;
    if (status !== before.status) await updateTicketStatus(tx, id, status);
    await queueMail(tx, ticketReplyMail(before, text));
    await audit(tx, staff, {
      action: 'ticket.reply',
      entityType: 'ticket',
      entityId: before.ticket,
      before: { status: before.status, replies: before.replyCount },
      after: { status, replies: before.replyCount + 1, to: before.email, message: text },
    });
    return lockedTicket(tx, id);
  });
}
