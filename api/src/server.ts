import { join } from 'node:path';
import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { prepareDb } from './db/prepare-db.js';

async function main(): Promise<void> {
  const config = readConfig();
  const { db, migrationsApplied, seeded } = await prepareDb(config);
  if (migrationsApplied.length > 0) console.log(`Migraciones aplicadas: ${migrationsApplied.join(', ')}`);
  if (seeded)
    console.log(
      `Datos iniciales: ${seeded.products} productos, ${seeded.categories} categorías, ${seeded.customers} clientes`,
    );

  const app = await buildApp({
    db,
    imageCacheDir: join(config.dataDir, 'images'),
    corsOrigins: config.corsOrigins,
    publicUrl: config.publicUrl,
    logger: { level: config.logLevel },
  });

  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
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
