import type { Queryable } from '../db/db.js';
import { queueMail } from '../outbox/outbox.js';

/**
 * The mail that replaces "this e-mail is taken" (docs/security.md#accounts): signup answers the
 * same for a new and an existing e-mail, and the account's owner, the only one who should learn
 * that the account exists, is told here what to do if it was them.
 */
export async function sendSignupNotice(
  db: Queryable,
  customer: { email: string; firstname: string },
  storeUrl: string,
): Promise<void> {
  await queueMail(db, {
    to: customer.email,
    subject: 'Intento de registro con tu correo',
    body: [
      customer.firstname ? `Hola ${customer.firstname}:` : 'Hola:',
      '',
      'Alguien intentó crear una cuenta nueva con este correo, que ya tiene una cuenta en nuestra tienda.',
      `Si fuiste tú, inicia sesión en ${storeUrl}; si no recuerdas tu contraseña, elige 'Olvidé mi contraseña' al iniciar sesión.`,
      'Si no fuiste tú, puedes ignorar este correo: tu cuenta no cambió.',
    ].join('\n'),
  });
}
