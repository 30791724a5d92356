/**
 * Integrators of the embeddable checkout in the back office (issue 34, "Admin"), for `admin`
 * only: list, create, allowed origins, a new secret, disable and enable (src/integrators-admin/).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminIntegrator,
  AdminIntegratorList,
  IntegratorOriginsBody,
  IntegratorParams,
  NewIntegratorBody,
  RotatedIntegratorSecret,
  errorResponse,
} from '@store/contracts';
import {
  createIntegrator,
  listAdminIntegrators,
  rotateIntegratorSecret,
  setIntegratorDisabled,
  setIntegratorOrigins,
} from '../integrators-admin/integrator-admin.js';
import { requestStaff } from '../staff/staff-access.js';
import type { AdminRouteDeps } from './admin-route-deps.js';

const ADMINS = { staffRoles: ['admin'] } as const;
const TAGS = ['Integradores (personal)'];
const refusals = { 401: errorResponse, 403: errorResponse };
const changeErrors = { ...refusals, 400: errorResponse, 404: errorResponse };

export const adminIntegratorRoutes: FastifyPluginAsyncTypebox<AdminRouteDeps> = async (app, { db }) => {
  app.get('/admin/integrators', {
    config: ADMINS,
    schema: {
      tags: TAGS,
      summary: 'Integradores del checkout incrustado: orígenes permitidos y si están desactivados',
      description: 'Nunca muestra la clave secreta (solo se guarda su SHA-256).',
      response: { 200: AdminIntegratorList, ...refusals },
    },
    handler: async () => ({ items: await listAdminIntegrators(db) }),
  });

  app.post('/admin/integrators', {
    config: ADMINS,
    schema: {
      tags: TAGS,
      summary: 'Nuevo integrador: su clave secreta se muestra esta única vez',
      description:
        'La clave pública (`key`) va en la página del integrador y no cambia; 409 `INTEGRATOR_KEY_TAKEN` si ya existe. Los orígenes siguen las mismas reglas que PUT /admin/integrators/{key}/origins; cada problema se informa en `fields` (`key`, `name`, `origins.N`). La clave secreta se entrega al servidor del integrador (docs/embedding.md); solo se guarda su SHA-256.',
      body: NewIntegratorBody,
      response: { 201: RotatedIntegratorSecret, ...refusals, 400: errorResponse, 409: errorResponse },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await createIntegrator(db, request.body, requestStaff(request))),
  });

  app.put('/admin/integrators/:key/origins', {
    config: ADMINS,
    schema: {
      tags: TAGS,
      summary: 'Reemplazar la lista de orígenes que pueden incrustar el checkout',
      description:
        'Cada origen https://dominio[:puerto] sin ruta, o http://localhost[:puerto] para desarrollo. Cada origen inválido se informa en `fields` como `origins.N`. Rige desde la siguiente petición.',
      params: IntegratorParams,
      body: IntegratorOriginsBody,
      response: { 200: AdminIntegrator, ...changeErrors },
    },
    handler: async (request) =>
      setIntegratorOrigins(db, request.params.key, request.body.origins, requestStaff(request)),
  });

  app.post('/admin/integrators/:key/rotate-secret', {
    config: ADMINS,
    schema: {
      tags: TAGS,
      summary: 'Nueva clave secreta: se muestra esta única vez y la anterior deja de servir en seguida',
      description:
        'El servidor del integrador debe usar la nueva en `Authorization: Bearer` de POST /embed/carts y GET /embed/orders; con la anterior recibe 401 (docs/embedding.md).',
      params: IntegratorParams,
      response: { 200: RotatedIntegratorSecret, ...refusals, 404: errorResponse },
    },
    handler: async (request) => rotateIntegratorSecret(db, request.params.key, requestStaff(request)),
  });

  app.post('/admin/integrators/:key/disable', {
    config: ADMINS,
    schema: {
      tags: TAGS,
      summary: 'Desactivar el integrador: su página, su iframe, sus carritos y sus consultas se rechazan',
      description: 'Con un mensaje en español (403 `INTEGRATOR_DISABLED`) hasta que se active de nuevo.',
      params: IntegratorParams,
      response: { 200: AdminIntegrator, ...refusals, 404: errorResponse },
    },
    handler: async (request) => setIntegratorDisabled(db, request.params.key, true, requestStaff(request)),
  });

  app.post('/admin/integrators/:key/enable', {
    config: ADMINS,
    schema: {
      tags: TAGS,
      summary: 'Activar de nuevo un integrador desactivado',
      params: IntegratorParams,
      response: { 200: AdminIntegrator, ...refusals, 404: errorResponse },
    },
    handler: async (request) => setIntegratorDisabled(db, request.params.key, false, requestStaff(request)),
  });
};
