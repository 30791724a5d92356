import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChangePasswordRequest,
  ChangePasswordResponse,
  EMAIL_PATTERN,
  errorResponse,
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  PasswordResetRequest,
  SaveNewPasswordRequest,
  SIGNUP_MESSAGES,
  SignupAccepted,
  SignupRequest,
  SuccessResponse,
  validateChangePasswordForm,
  validateSignupForm,
} from '@store/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  BOT_CHECK_FAILED_CODE,
  BOT_CHECK_FAILED_MESSAGE,
  type BotCheckAction,
  type BotVerifier,
} from '../auth/bot-verifier.js';
import {
  TOO_MANY_ATTEMPTS,
  isThrottleBlock,
  loginThrottledMessage,
  resetThrottledMessage,
  type LoginThrottle,
  type ThrottleBlock,
} from '../auth/login-throttle.js';
import { deleteSession } from '../auth/session-repository.js';
import { addressKey } from '../http/address-key.js';
import { HttpError, validationError } from '../http/errors.js';
import { TooManyRequestsError } from '../http/rate-limit.js';
import { backgroundWorkFor } from '../users/background-work.js';
import {
  createSession,
  findCustomerByEmail,
  insertCustomer,
  isUniqueViolation,
} from '../users/customer-repository.js';
import { validateNewPassword } from '../users/new-password-validation.js';
import { changePassword } from '../users/password-change.js';
import { sendSignupNotice } from '../users/signup-notice.js';
import { hashPassword, newSessionToken, verifyPassword } from '../users/password.js';
import {
  PASSWORD_UPDATED_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  assertResetTokenUsable,
  consumePasswordReset,
  issuePasswordReset,
  resetTokenError,
} from '../users/password-reset.js';
import type { RouteDeps } from './route-deps.js';

export interface UserRouteOptions extends RouteDeps {
  /** Checks the bot-check token of login and signup (local by default, reCAPTCHA in production). */
  botVerifier: BotVerifier;
  /** Failed-login and reset-request limits. */
  throttle: LoginThrottle;
  /** Storefront base URL for the reset link, e.g. https://tienda.example.hn */
  storeUrl: string;
}

const BAD_CREDENTIALS = 'Usuario o contraseña incorrectos';
export const LOGGED_OUT_MESSAGE = 'Sesión cerrada';

// Verifying against a throw-away hash when the e-mail is unknown keeps the response time the
// same as for a wrong password, so timing does not reveal which e-mails have accounts.
const decoyHash = hashPassword('contraseña-señuelo');

function sendThrottled(reply: FastifyReply, block: ThrottleBlock, message: string): FastifyReply {
  return reply
    .status(429)
    .header('Retry-After', String(block.retryAfterSeconds))
    .send({ message, code: TOO_MANY_ATTEMPTS });
}

export const userRoutes: FastifyPluginAsyncTypebox<UserRouteOptions> = async (
  app,
  { db, ownership, limiter, botVerifier, throttle, storeUrl },
) => {
  // The reset e-mail is written after the answer; closing the app waits for it.
  const background = backgroundWorkFor(db);
  app.addHook('onClose', () => background.settled());

  async function assertHuman(
    request: FastifyRequest,
    token: string | undefined,
    action: BotCheckAction,
  ): Promise<void> {
    const result = await botVerifier.verify(token, action, request.ip);
    if (!result.ok) {
      request.log.warn({ verifier: botVerifier.name, action, reason: result.reason }, 'Bot-check rechazado');
      throw new HttpError(400, BOT_CHECK_FAILED_MESSAGE, BOT_CHECK_FAILED_CODE);
    }
  }

  app.post('/users/signup', {
    schema: {
      tags: ['Usuarios'],
      summary: 'Crear una cuenta de cliente',
      description:
        'Las reglas de negocio (correo, contraseña, identidad 0000-0000-00000, aceptación) devuelven en `fields` los mensajes de docs/business-rules.md#form-rules. Luego se cuenta el intento por dirección IP (429 `TOO_MANY_REQUESTS`) y se verifica el token anti-bots (acción `signup`): 400 `BOT_CHECK_FAILED`. Un correo que ya tiene cuenta recibe la misma respuesta 201 y su dueño un aviso por correo: el registro no revela qué correos son clientes.',
      body: SignupRequest,
      response: { 201: SignupAccepted, 400: errorResponse, 429: errorResponse },
    },
    handler: async (request, reply) => {
      const validation = validateSignupForm(request.body);
      if (!validation.ok) throw validationError(validation.fields);
      await limiter.take('signupPerAddress', addressKey(request.ip));
      await assertHuman(request, request.body.RecaptchaToken ?? request.body.token, 'signup');

      const { firstname, lastname, email, password, customField } = validation.value;
      const accepted: SignupAccepted = { message: `Cuenta creada satisfactoriamente para ${email}` };
      // The password is hashed whichever way it goes, so the answer takes as long for an e-mail
      // that already has an account as for a new one.
      const passwordHash = await hashPassword(password);
      const existing = await findCustomerByEmail(db, email);
      let created = false;
      if (!existing) {
        try {
          await insertCustomer(db, { firstname, lastname, email, customField, passwordHash });
          created = true;
        } catch (error) {
          // A signup for the same e-mail that won the race: the same as an existing account.
          if (!isUniqueViolation(error)) throw error;
        }
      }
      if (!created) {
        // The owner is told after the answer, and at most a few times an hour.
        background.run(
          'signup-notice',
          async () => {
            const owner = existing ?? (await findCustomerByEmail(db, email));
            if (!owner) return;
            try {
              await limiter.take('signupNoticePerAccount', owner.email);
            } catch (error) {
              if (error instanceof TooManyRequestsError) return;
              throw error;
            }
            await sendSignupNotice(db, owner, storeUrl);
          },
          request.log,
        );
      }
      return reply.status(201).send(accepted);
    },
  });

  app.post('/users/login', {
    schema: {
      tags: ['Usuarios'],
      summary: 'Iniciar sesión; devuelve el token de sesión',
      description:
        'Verifica el token anti-bots (acción `login`). Los intentos fallidos por IP + usuario bloquean esa cuenta desde esa IP durante la ventana; los fallidos por IP nunca bloquean: pasado el límite, la IP debe esperar una pausa creciente (1 s, 2 s, 4 s... hasta 60 s) entre intentos. En ambos casos 429 `TOO_MANY_ATTEMPTS` con cabecera `Retry-After` (segundos).',
      body: LoginRequest,
      response: {
        200: LoginResponse,
        400: errorResponse,
        401: errorResponse,
        429: errorResponse,
      },
    },
    handler: async (request, reply) => {
      const { username, password, token } = request.body;
      const attempt = await throttle.beginLogin(addressKey(request.ip), username);
      if (isThrottleBlock(attempt)) return sendThrottled(reply, attempt, loginThrottledMessage(attempt));

      // Only a wrong password counts as a failure; anything that stops earlier gives it back.
      let outcome: 'success' | 'failure' | 'cancelled' = 'cancelled';
      try {
        await assertHuman(request, token, 'login');
        const customer = await findCustomerByEmail(db, username.trim());
        const valid = await verifyPassword(password, customer?.password_hash ?? (await decoyHash));
        if (!customer || !valid) {
          outcome = 'failure';
          throw new HttpError(401, BAD_CREDENTIALS, 'INVALID_CREDENTIALS');
        }
        outcome = 'success';

        const sessionToken = newSessionToken();
        await createSession(db, customer.id, sessionToken);
        return {
          id: customer.id,
          token: sessionToken,
          user: {
            id: customer.id,
            firstname: customer.firstname,
            lastname: customer.lastname,
            email: customer.email,
            telephone: customer.telephone,
          },
        };
      } finally {
        if (outcome === 'success') await attempt.succeeded();
        else if (outcome === 'cancelled') await attempt.cancelled();
      }
    },
  });

  app.post('/users/reset-password', {
    schema: {
      tags: ['Usuarios'],
      summary: 'Solicitar un enlace para restablecer la contraseña',
      description:
        'Siempre responde lo mismo y en el mismo tiempo, exista o no la cuenta: la búsqueda de la cuenta y el correo se hacen después de responder. Si existe, envía (bandeja de salida) un enlace de un solo uso que vence en 30 minutos. Limitado por dirección IP (429) y por cuenta (sin correo adicional).',
      body: PasswordResetRequest,
      response: { 200: SuccessResponse, 400: errorResponse, 429: errorResponse },
    },
    handler: async (request, reply) => {
      const block = await throttle.takeResetRequest(addressKey(request.ip));
      if (block) return sendThrottled(reply, block, resetThrottledMessage(block));

      const email = request.body.username?.trim().toLowerCase() ?? '';
      if (email === '') throw validationError({ username: SIGNUP_MESSAGES.required });
      if (!EMAIL_PATTERN.test(email)) throw validationError({ username: SIGNUP_MESSAGES.invalidEmail });
      // Nothing that depends on whether the account exists runs before the answer: the
      // lookup, the per-account mail limit and the token + e-mail transaction all run after
      // it, so the response time cannot tell registered e-mails from the rest.
      background.run(
        'password-reset-mail',
        async () => {
          const customer = await findCustomerByEmail(db, email);
          if (customer && (await throttle.takeResetMail(email))) {
            await issuePasswordReset(db, customer, storeUrl);
          }
        },
        request.log,
      );
      return { success: true, message: RESET_REQUESTED_MESSAGE };
    },
  });

  app.post('/users/save-new-password', {
    schema: {
      tags: ['Usuarios'],
      summary: 'Guardar la nueva contraseña con el token del enlace',
      description:
        'Reglas del formulario de nueva contraseña (sección 5). Luego se cuenta el intento por dirección IP (429 `TOO_MANY_REQUESTS`; un token equivocado también cuenta). Errores del token: `RESET_TOKEN_INVALID`, `RESET_TOKEN_EXPIRED`, `RESET_TOKEN_USED`. Al cambiarla se cierran todas las sesiones del cliente.',
      body: SaveNewPasswordRequest,
      response: { 200: SuccessResponse, 400: errorResponse, 429: errorResponse },
    },
    handler: async (request) => {
      const problems = validateNewPassword(request.body);
      if (problems) throw validationError(problems);
      await limiter.take('newPasswordPerAddress', addressKey(request.ip));
      const token = request.body.token?.trim() ?? '';
      if (token === '') throw resetTokenError('RESET_TOKEN_INVALID');
      // The token first (one indexed SELECT), the password's scrypt only for a live token: a
      // made-up token must not cost the server a slow hash.
      await assertResetTokenUsable(db, token);
      const passwordHash = await hashPassword(request.body.password ?? '');
      await consumePasswordReset(db, token, passwordHash);
      return { success: true, message: PASSWORD_UPDATED_MESSAGE };
    },
  });

  app.post('/users/change-password', {
    schema: {
      tags: ['Usuarios'],
      summary: 'Cambiar la contraseña del cliente que inició sesión',
      description:
        "Con `Authorization: Bearer <token>` (sin token válido: 401). Reglas del formulario (contraseña actual requerida; la nueva y su repetición como el formulario de nueva contraseña, sección 5) en `fields`. Una contraseña actual incorrecta: 400 `WRONG_CURRENT_PASSWORD` 'La contraseña actual no es correcta' (en `fields.currentPassword`); cuenta como un inicio de sesión fallido de ese cliente: pasado el límite, 429 `TOO_MANY_ATTEMPTS` con `Retry-After`, incluso con la contraseña correcta. Al cambiarla se cierran las demás sesiones del cliente (la de este token sigue abierta) y dejan de servir los enlaces de restablecimiento sin usar.",
      body: ChangePasswordRequest,
      response: {
        200: ChangePasswordResponse,
        400: errorResponse,
        401: errorResponse,
        429: errorResponse,
      },
    },
    handler: async (request) => {
      // The session first: a guest learns nothing about the rules or the throttle.
      const customer = await ownership.requireCustomer(request);
      const validation = validateChangePasswordForm(request.body);
      if (!validation.ok) throw validationError(validation.fields);
      return changePassword(db, throttle, customer, validation.value);
    },
  });

  app.post('/users/logout', {
    schema: {
      tags: ['Usuarios'],
      summary: 'Cerrar la sesión: el token deja de servir en el servidor',
      description:
        'Con `Authorization: Bearer <token>`. Borra esa sesión (las demás sesiones del cliente siguen abiertas); después el mismo token recibe 401 en cualquier ruta. Sin token o con uno que ya no es válido: 401.',
      response: { 200: LogoutResponse, 401: errorResponse },
    },
    handler: async (request) => {
      const customer = await ownership.requireCustomer(request);
      await deleteSession(db, customer.token);
      return { success: true, message: LOGGED_OUT_MESSAGE };
    },
  });
};
