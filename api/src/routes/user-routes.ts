import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { errorResponse } from '../http/schemas.js';
import {
  createSession,
  findCustomerByEmail,
  insertCustomer,
  isUniqueViolation,
} from '../users/customer-repository.js';
import { hashPassword, newSessionToken, verifyPassword } from '../users/password.js';
import { validateSignup, type SignupBody } from '../users/signup-validation.js';

interface LoginBody {
  username: string;
  password: string;
  token?: string;
}

const EMAIL_TAKEN = 'Ya existe una cuenta con este correo';
const BAD_CREDENTIALS = 'Usuario o contraseña incorrectos';

// Verifying against a throw-away hash when the e-mail is unknown keeps the response time the
// same as for a wrong password, so timing does not reveal which e-mails have accounts.
const decoyHash = hashPassword('contraseña-señuelo');

export const userRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.post<{ Body: SignupBody }>('/users/signup', {
    schema: {
      tags: ['Usuarios'],
      summary: 'Crear una cuenta de cliente',
      description:
        'Las reglas de negocio (correo, contraseña, identidad 0000-0000-00000, aceptación) devuelven los mensajes de la sección 5 de la especificación en `fields`.',
      body: {
        type: 'object',
        properties: {
          firstname: { type: 'string', maxLength: 32 },
          lastname: { type: 'string', maxLength: 32 },
          username: { type: 'string', maxLength: 200, description: 'Correo electrónico' },
          password: { type: 'string', maxLength: 200 },
          passwordRepeat: { type: 'string', maxLength: 200 },
          custom_field: { type: 'string', maxLength: 32, description: 'Número de identidad 0000-0000-00000' },
          accepted_result: { type: 'boolean' },
          token: { type: 'string', maxLength: 4096, description: 'Token anti-bots (aún no verificado)' },
        },
      },
      response: {
        201: {
          type: 'object',
          required: ['id', 'message'],
          properties: { id: { type: 'integer' }, message: { type: 'string' } },
        },
        400: errorResponse,
        409: errorResponse,
      },
    },
    handler: async (request, reply) => {
      const validation = validateSignup(request.body);
      if (!validation.ok) {
        const firstProblem = Object.values(validation.fields)[0] ?? 'Datos inválidos';
        throw new HttpError(400, firstProblem, 'VALIDATION_ERROR', validation.fields);
      }
      const { firstname, lastname, email, password, customField } = validation.value;
      if (await findCustomerByEmail(db, email)) {
        throw new HttpError(409, EMAIL_TAKEN, 'EMAIL_TAKEN', { username: EMAIL_TAKEN });
      }
      let id: number;
      try {
        id = await insertCustomer(db, {
          firstname,
          lastname,
          email,
          customField,
          passwordHash: await hashPassword(password),
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new HttpError(409, EMAIL_TAKEN, 'EMAIL_TAKEN', { username: EMAIL_TAKEN });
        throw error;
      }
      return reply.status(201).send({ id, message: `Cuenta creada satisfactoriamente para ${email}` });
    },
  });

  app.post<{ Body: LoginBody }>('/users/login', {
    schema: {
      tags: ['Usuarios'],
      summary: 'Iniciar sesión; devuelve el token de sesión',
      body: {
        type: 'object',
        required: ['username', 'password'],
        properties: {
          username: { type: 'string', minLength: 1, maxLength: 200 },
          password: { type: 'string', minLength: 1, maxLength: 200 },
          token: { type: 'string', maxLength: 4096 },
        },
      },
      response: {
        200: {
          type: 'object',
          required: ['id', 'token', 'user'],
          properties: {
            id: { type: 'integer' },
            token: { type: 'string' },
            user: {
              type: 'object',
              required: ['id', 'firstname', 'lastname', 'email', 'telephone'],
              properties: {
                id: { type: 'integer' },
                firstname: { type: 'string' },
                lastname: { type: 'string' },
                email: { type: 'string' },
                telephone: { type: 'string' },
              },
            },
          },
        },
        400: errorResponse,
        401: errorResponse,
      },
    },
    handler: async (request) => {
      const { username, password } = request.body;
      const customer = await findCustomerByEmail(db, username.trim());
      const valid = await verifyPassword(password, customer?.password_hash ?? (await decoyHash));
      if (!customer || !valid) throw new HttpError(401, BAD_CREDENTIALS, 'INVALID_CREDENTIALS');

      const token = newSessionToken();
      await createSession(db, customer.id, token);
      return {
        id: customer.id,
        token,
        user: {
          id: customer.id,
          firstname: customer.firstname,
          lastname: customer.lastname,
          email: customer.email,
          telephone: customer.telephone,
        },
      };
    },
  });
};
