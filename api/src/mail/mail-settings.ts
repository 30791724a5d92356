/**
 * How the store's e-mail leaves (issue 34): the SMTP server, the sender and the worker's pace,
 * read from the environment by config.ts. Without SMTP_HOST no mail is sent (the worker does
 * not start and messages wait in outbox_messages); a production start refuses that
 * (startup-rules.ts), so only development, the tests and the end-to-end suite run without it.
 */
import { envFlag, positiveInteger } from '../env-values.js';

export interface SmtpSettings {
  host: string;
  port: number;
  /** SMTP_SECURE=1: TLS from the first byte (usually port 465); otherwise STARTTLS when offered. */
  secure: boolean;
  /** SMTP_USER and SMTP_PASSWORD, both or neither. */
  auth: { user: string; pass: string } | null;
}

export interface MailSettings {
  /** null without SMTP_HOST: nothing is sent. */
  smtp: SmtpSettings | null;
  /** MAIL_FROM, e.g. 'TecnoHN <no-responder@tienda.example.hn>'. */
  from: string;
  /** MAIL_WORKER_INTERVAL_MS: how often the worker looks for due messages. */
  workerIntervalMs: number;
  /** MAIL_MAX_ATTEMPTS: tries before a message is given up as dead. */
  maxAttempts: number;
}

/** The sender outside production when MAIL_FROM is unset (a production start requires it). */
export const DEFAULT_MAIL_FROM = 'TecnoHN <no-responder@localhost>';
export const DEFAULT_WORKER_INTERVAL_MS = 5000;
/** With the back-off of mail-worker.ts (1, 2, 4… minutes, at most 60) about 4 hours of tries. */
export const DEFAULT_MAX_ATTEMPTS = 10;

/** SMTP_PORT: 1–65535; unset, 465 with SMTP_SECURE=1 and 587 (submission) otherwise. */
function smtpPort(env: NodeJS.ProcessEnv, secure: boolean): number {
  const port = positiveInteger(env, 'SMTP_PORT', secure ? 465 : 587);
  if (port > 65535) throw new Error(`SMTP_PORT debe ser un puerto entre 1 y 65535 (recibido "${port}")`);
  return port;
}

/** SMTP_USER and SMTP_PASSWORD: a half-given login is a mistake, not an anonymous relay. */
function smtpAuth(env: NodeJS.ProcessEnv): SmtpSettings['auth'] {
  const user = env.SMTP_USER?.trim() ?? '';
  const pass = env.SMTP_PASSWORD ?? '';
  if (user === '' && pass === '') return null;
  if (user === '') throw new Error('Falta SMTP_USER (obligatoria con SMTP_PASSWORD)');
  if (pass === '') throw new Error('Falta SMTP_PASSWORD (obligatoria con SMTP_USER)');
  return { user, pass };
}

/** MAIL_FROM: an address, optionally with a display name ('Nombre <correo@dominio>'). */
function mailFrom(env: NodeJS.ProcessEnv): string {
  const from = env.MAIL_FROM?.trim() ?? '';
  if (from === '') return DEFAULT_MAIL_FROM;
  if (!/^(?:[^<>@]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/.test(from))
    throw new Error(
      `MAIL_FROM debe ser una dirección de correo, p. ej. "TecnoHN <no-responder@tienda.example.hn>" (recibido "${from}")`,
    );
  return from;
}

export function mailSettingsFromEnv(env: NodeJS.ProcessEnv): MailSettings {
  const host = env.SMTP_HOST?.trim() ?? '';
  const secure = envFlag(env, 'SMTP_SECURE', false);
  return {
    smtp: host === '' ? null : { host, port: smtpPort(env, secure), secure, auth: smtpAuth(env) },
    from: mailFrom(env),
    workerIntervalMs: positiveInteger(env, 'MAIL_WORKER_INTERVAL_MS', DEFAULT_WORKER_INTERVAL_MS),
    maxAttempts: positiveInteger(env, 'MAIL_MAX_ATTEMPTS', DEFAULT_MAX_ATTEMPTS),
  };
}
