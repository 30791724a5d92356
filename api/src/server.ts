import { join } from 'node:path';
import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { prepareDb } from './db/prepare-db.js';
import { releaseExpiredReservations } from './orders/order-expiry.js';

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

  const app = await buildApp({
    db,
    imageCacheDir: join(config.dataDir, 'images'),
    corsOrigins: config.corsOrigins,
    publicUrl: config.publicUrl,
    logger: { level: config.logLevel },
    gateway: config.gateway,
    checkout: config.checkout,
    account: config.account,
    trustProxy: config.trustProxy,
    catalogCache: config.catalogCache,
  });

  // Abandoned checkouts give their stock and coupon uses back (also done lazily on each order).
  const expiryTimer = setInterval(() => {
    releaseExpiredReservations(db).catch((error: unknown) => {
      app.log.error({ err: error }, 'No se pudieron liberar las reservas vencidas');
    });
  }, config.orderExpiryIntervalSeconds * 1000);
  expiryTimer.unref();

  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    clearInterval(expiryTimer);
    console.log(`${signal} recibido; cerrando la API...`);
    try {
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
  console.error('La API no pudo iniciar:', error);
  process.exit(1);
});
