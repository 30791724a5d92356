import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SERVICE_FIELDS,
  SERVICE_KINDS,
  SERVICE_MESSAGES,
  SERVICE_REQUEST_BODIES,
  ServiceRequestCreated,
  WorkshopOptions,
  errorResponse,
  validateServiceRequest,
  type ServiceFields,
  type ServiceKind,
  type WorkshopOption,
} from '@store/contracts';
import { addressKey } from '../http/address-key.js';
import { validationError } from '../http/errors.js';
import { queueMail } from '../outbox/outbox.js';
import { serviceRequestMails, serviceRequestMessage, type SummaryLine } from '../services/service-mail.js';
import { SERVICE_DESKS } from '../services/service-request.js';
import { insertServiceRequest } from '../services/service-request-repository.js';
import { listWorkshopBrands, listWorkshopCities, matchOption } from '../services/workshop-options.js';
import type { RouteDeps } from './route-deps.js';

const SUMMARIES: Record<ServiceKind, string> = {
  create: 'Solicitud de reparación en taller',
  support: 'Solicitud de soporte técnico',
  contact: 'Formulario de contacto',
  horeca: 'Consulta de negocios HORECA (hoteles, restaurantes, cafeterías)',
};

export const serviceRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (
  app,
  { db, ownership, limiter },
) => {
  app.get('/app-services/cities-form-workshop', {
    schema: {
      tags: ['Servicios'],
      summary: 'Ciudades del formulario de taller (id = municipio de GET /places)',
      response: { 200: WorkshopOptions },
    },
    handler: () => listWorkshopCities(db),
  });

  app.get('/app-services/brands-form-workshop', {
    schema: {
      tags: ['Servicios'],
      summary: 'Marcas que atiende el taller',
      response: { 200: WorkshopOptions },
    },
    handler: () => listWorkshopBrands(db),
  });

  for (const kind of SERVICE_KINDS) {
    const desk = SERVICE_DESKS[kind];
    const fields: ServiceFields = SERVICE_FIELDS[kind];
    app.post(`/services/${kind}`, {
      schema: {
        tags: ['Servicios'],
        summary: SUMMARIES[kind],
        description: `Guarda la solicitud con un ticket '${desk.prefix}-000000', envía la confirmación por correo (outbox) y avisa al equipo. Sesión opcional (Bearer): liga la solicitud al cliente. Límites (docs/security.md): por dirección del cliente y por correo destinatario, contando los cuatro formularios; al superarlos, 429 con Retry-After.`,
        // Types and size caps only; presence, lengths, e-mail, phone and options are the
        // contract's rule below, so that every field's Spanish message comes back at once.
        body: SERVICE_REQUEST_BODIES[kind],
        response: { 201: ServiceRequestCreated, 400: errorResponse, 429: errorResponse },
      },
      handler: async (request, reply) => {
        const body: Readonly<Record<string, unknown>> = request.body;
        const validation = validateServiceRequest(kind, body);
        const problems = validation.ok ? {} : { ...validation.fields };
        const values = validation.ok ? validation.value : {};

        // City and brand of the workshop form must be on the lists the form was built from.
        const chosen: Record<string, WorkshopOption> = {};
        for (const [field, rule] of Object.entries(fields)) {
          if ((rule.type !== 'city' && rule.type !== 'brand') || problems[field]) continue;
          const raw = body[field];
          if (typeof raw !== 'string' && typeof raw !== 'number') continue;
          const options = rule.type === 'city' ? await listWorkshopCities(db) : await listWorkshopBrands(db);
          const match = matchOption(options, raw);
          if (match) chosen[field] = match;
          else
            problems[field] =
              rule.type === 'city' ? SERVICE_MESSAGES.cityInvalid : SERVICE_MESSAGES.brandInvalid;
        }
        if (!validation.ok || Object.keys(problems).length > 0) {
          throw validationError(problems);
        }

        const name = values[desk.nameField] ?? '';
        const email = values.email ?? '';
        // Each accepted form sends mail to an address the caller chose (issue 10, defect 5):
        // limited per client address and per recipient, across the four forms. A form refused
        // above sent nothing and is not counted.
        const address = addressKey(request.ip);
        await limiter.take('serviceFormPerAddress', address);
        try {
          await limiter.take('serviceFormPerRecipient', email);
        } catch (error) {
          await limiter.giveBack('serviceFormPerAddress', address);
          throw error;
        }

        const customer = await ownership.identify(request);
        const telephone = values.telephone ?? '';
        const payload: Record<string, unknown> = {};
        const summary: SummaryLine[] = [];
        for (const [field, rule] of Object.entries(fields)) {
          const option = chosen[field];
          const value = option ? option.name : values[field];
          if (value === undefined) continue;
          summary.push({ field, label: rule.label, value });
          if (field !== desk.nameField && field !== 'email' && field !== 'telephone') {
            payload[field] = option ?? value;
          }
        }

        const { ticket } = await db.transaction(async (tx) => {
          const stored = await insertServiceRequest(tx, {
            kind,
            prefix: desk.prefix,
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
