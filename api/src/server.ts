import { buildAppFromConfig } from './app-from-config.js';
import { ConfigError, readConfig } from './config.js';
import { prepareDb } from './db/prepare-db.js';
import { startMailDelivery } from './mail/mail-delivery.js';
import { releaseExpiredReservations } from './orders/order-expiry.js';
import { SANDBOX_PATH } from './payments/gateway-settings.js';

async function main(): Promise<void> {
  const config = readConfig();
  const { db, migrationsApplied, referenceDataApplied, demoData } = await prepareDb(config);
  if (migrationsApplied.length > 0) console.log(`Migraciones aplicadas: ${migrationsApplied.join(', ')}`);
  if (referenceDataApplied.length > 0)
    console.log(`Datos de referencia aplicados: ${referenceDataApplied.join(', ')}`);
  if (demoData)
    console.log(
      `Datos de demostración: ${demoData.products} productos, ${demoData.categories} categorías, ${demoData.customers} clientes`,
    );

  const app = await buildAppFromConfig(config, db);
  // Say which development aids are on, so a server started with them by mistake is noticed.
  const aids = [
    config.gatewaySandbox ? `pasarela de pruebas (POST ${SANDBOX_PATH})` : '',
    config.account.devOutbox ? 'bandeja de correos (GET /dev/outbox)' : '',
    config.account.botCheck.provider === 'local' ? 'verificación anti-robots local (local-dev:)' : '',
  ].filter(Boolean);
  if (aids.length > 0) console.log(`Ayudas de desarrollo activas: ${aids.join(', ')}`);

  // Abandoned checkouts give their stock and coupon uses back (also done lazily on each order).
  const expiryTimer = setInterval(() => {
    releaseExpiredReservations(db).catch((error: unknown) => {
      app.log.error({ err: error }, 'No se pudieron liberar las reservas vencidas');
    });
  }, config.orderExpiryIntervalSeconds * 1000);
  expiryTimer.unref();

  // The outbox is drained over SMTP when SMTP_HOST is set (src/mail/; required in production).
  const mail = startMailDelivery(config.mail, config.account.storeUrl, db, (error: unknown) => {
    app.log.error({ err: error }, 'No se pudo entregar el correo pendiente');
  });
  console.log(
    mail
      ? `Entrega de correo activa: ${mail.description}`
      : 'Entrega de correo inactiva (sin SMTP_HOST): los correos quedan en outbox_messages',
  );

  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    clearInterval(expiryTimer);
    console.log(`${signal} recibido; cerrando la API...`);
    try {
      // A send in progress ends (and is recorded) before the database closes.
      await mail?.stop();
      await app.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      console.error('Error al cerrar', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(`API lista en ${config.publicUrl ?? `http://localhost:${config.port}`}`);
}

main().catch((error: unknown) => {
  // A refused configuration is explained in full by its message; a stack would only bury it.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('La API no pudo iniciar:', error);
  process.exit(1);
});
