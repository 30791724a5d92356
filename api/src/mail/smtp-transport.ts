/** The SMTP connection the mail worker sends through (nodemailer). */
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { SmtpSettings } from './mail-settings.js';

/** What the worker needs of a transport; nodemailer's transporter is one. */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close(): void;
}

/**
 * Every wait is bounded so a silent server fails one attempt (and is retried) instead of
 * holding its claim: a batch of the worker's size fits well inside its lease (mail-worker.ts).
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createSmtpTransport(settings: SmtpSettings): MailTransport {
  return nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ...(settings.auth ? { auth: settings.auth } : {}),
    ...SMTP_TIMEOUTS,
  });
}
