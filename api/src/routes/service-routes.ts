import type { FastifyPluginAsync } from 'fastify';
import { validationError } from '../http/errors.js';
import { errorResponse } from '../http/schemas.js';
import { queueMail } from '../outbox/outbox.js';
import { serviceRequestMails, serviceRequestMessage } from '../services/service-mail.js';
import {
  BRAND_INVALID,
  CITY_INVALID,
  SERVICE_KINDS,
  validateServiceRequest,
  type ServiceKind,
  type ServiceKindConfig,
} from '../services/service-request.js';
import { insertServiceRequest } from '../services/service-request-repository.js';
import {
  listWorkshopBrands,
  listWorkshopCities,
  matchOption,
  type WorkshopOption,
} from '../services/workshop-options.js';
import type { RouteDeps } from './route-deps.js';

const optionList = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'name'],
    properties: { id: { type: 'integer' }, name: { type: 'string' } },
  },
} as const;

const SUMMARIES: Record<ServiceKind, string> = {
  create: 'Solicitud de reparación en taller',
  support: 'Solicitud de soporte técnico',
  contact: 'Formulario de contacto',
  horeca: 'Consulta de negocios HORECA (hoteles, restaurantes, cafeterías)',
};

/**
 * Body schema generated from the kind's rules: types and hard size caps only. Presence,
 * lengths, e-mail, phone and options are business rules (src/services/service-request.ts) so
 * that every field's Spanish message comes back at once in `fields`.
 */
function bodySchema(config: ServiceKindConfig) {
  const properties: Record<string, object> = {};
  for (const [field, rule] of Object.entries(config.fields)) {
    switch (rule.type) {
      case 'text':
        properties[field] = {
          type: 'string',
          maxLength: Math.max(rule.max * 4, 200),
          description: `${rule.label}${rule.required ? '' : ' (opcional)'}; máximo ${rule.max} caracteres`,
        };
        break;
      case 'email':
      case 'phone':
        properties[field] = { type: 'string', maxLength: 200, description: rule.label };
        break;
      case 'option':
        properties[field] = {
          type: 'string',
          maxLength: 40,
          description: `${rule.label}: ${rule.values.join(', ')}${rule.default ? ` (por defecto ${rule.default})` : ''}`,
        };
        break;
      case 'city':
      case 'brand':
        properties[field] = {
          anyOf: [{ type: 'string', maxLength: 120 }, { type: 'integer' }],
          description: `${rule.label}: id o nombre de GET /app-services/${rule.type === 'city' ? 'cities' : 'brands'}-form-workshop`,
        };
        break;
    }
  }
  return { type: 'object', properties };
}

export const serviceRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, ownership }) => {
  app.get('/app-services/cities-form-workshop', {
    schema: {
      tags: ['Servicios'],
      summary: 'Ciudades del formulario de taller (id = municipio de GET /places)',
      response: { 200: optionList },
    },
    handler: () => listWorkshopCities(db),
  });

  app.get('/app-services/brands-form-workshop', {
    schema: {
      tags: ['Servicios'],
      summary: 'Marcas que atiende el taller',
      response: { 200: optionList },
    },
    handler: () => listWorkshopBrands(db),
  });

  for (const kind of Object.keys(SERVICE_KINDS) as ServiceKind[]) {
    const config = SERVICE_KINDS[kind];
    app.post<{ Body: Record<string, unknown> }>(`/services/${kind}`, {
      schema: {
        tags: ['Servicios'],
        summary: SUMMARIES[kind],
        description: `Guarda la solicitud con un ticket '${config.prefix}-000000', envía la confirmación por correo (outbox) y avisa al equipo. Sesión opcional (Bearer): liga la solicitud al cliente.`,
        body: bodySchema(config),
        response: {
          201: {
            type: 'object',
            required: ['ticket', 'message'],
            properties: { ticket: { type: 'string' }, message: { type: 'string' } },
          },
          400: errorResponse,
        },
      },
      handler: async (request, reply) => {
        const validation = validateServiceRequest(kind, request.body);
        const fields = validation.ok ? {} : { ...validation.fields };
        const values = validation.ok ? validation.values : {};

        // City and brand of the workshop form must be on the lists the form was built from.
        const chosen: Record<string, WorkshopOption> = {};
        for (const [field, rule] of Object.entries(config.fields)) {
          if ((rule.type !== 'city' && rule.type !== 'brand') || fields[field]) continue;
          const raw = request.body[field];
          if (typeof raw !== 'string' && typeof raw !== 'number') continue;
          const options = rule.type === 'city' ? await listWorkshopCities(db) : await listWorkshopBrands(db);
          const match = matchOption(options, raw);
          if (match) chosen[field] = match;
          else fields[field] = rule.type === 'city' ? CITY_INVALID : BRAND_INVALID;
        }
        if (!validation.ok || Object.keys(fields).length > 0) {
          throw validationError(fields);
        }

        const customer = await ownership.identify(request);
        const name = values[config.nameField] ?? '';
        const email = values.email ?? '';
        const telephone = values.telephone ?? '';
        const payload: Record<string, unknown> = {};
        const summary: Array<readonly [string, string]> = [];
        for (const [field, rule] of Object.entries(config.fields)) {
          const option = chosen[field];
          const value = option ? option.name : values[field];
          if (value === undefined) continue;
          summary.push([rule.label, value]);
          if (field !== config.nameField && field !== 'email' && field !== 'telephone') {
            payload[field] = option ?? value;
          }
        }

        const { ticket } = await db.transaction(async (tx) => {
          const stored = await insertServiceRequest(tx, {
            kind,
            prefix: config.prefix,
            customerId: customer?.id ?? null,
            name,
            email,
            telephone,
            payload,
          });
          for (const mail of serviceRequestMails(kind, stored.ticket, { name, email, summary })) {
            await queueMail(tx, mail);
          }
          return stored;
        });
        return reply.status(201).send({ ticket, message: serviceRequestMessage(kind, ticket, email) });
      },
    });
  }
};
