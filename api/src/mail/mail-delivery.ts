/**
 * The mail worker of a running API (server.ts): started when SMTP_HOST is set, stopped before
 * the database closes. Without SMTP_HOST (development without `npm start`, the tests, the
 * end-to-end suite) nothing is sent and messages wait in outbox_messages, still readable at
 * /dev/outbox; a production start without it is refused (startup-rules.ts).
 */
import type { Db } from '../db/db.js';
import type { MailSettings } from './mail-settings.js';
import { startMailWorker } from './mail-worker.js';
import { createSmtpTransport } from './smtp-transport.js';

export interface MailDelivery {
  /** What the start-up log says about mail, in Spanish. */
  description: string;
  stop(): Promise<void>;
}

export function startMailDelivery(
  settings: MailSettings,
  storeUrl: string,
  db: Db,
  onError: (error: unknown) => void,
): MailDelivery | null {
  const { smtp } = settings;
  if (smtp === null) return null;
  const transport = createSmtpTransport(smtp);
  const worker = startMailWorker({
    db,
    transport,
    from: settings.from,
    storeUrl,
    maxAttempts: settings.maxAttempts,
    intervalMs: settings.workerIntervalMs,
    onError,
  });
  return {
    description: `correo por SMTP a ${smtp.host}:${smtp.port} desde ${settings.from}`,
    async stop() {
      await worker.stop();
      transport.close();
    },
  };
}
