import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../http/errors.js';
import { dbId, errorResponse, idParams } from '../http/schemas.js';
import { findPlace, listPlaces, listShippingZones } from '../places/place-repository.js';
import { findStore, listStores } from '../stores/store-repository.js';
import type { RouteDeps } from './route-deps.js';

const PLACE_NOT_FOUND = 'Lugar no encontrado';
const STORE_NOT_FOUND = 'Tienda no encontrada';

const nullableId = { type: ['integer', 'null'] } as const;

const shippingZoneSchema = {
  type: 'object',
  required: ['id', 'name', 'cost', 'freeFrom', 'deliveryDays'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    cost: { type: 'number', description: 'Costo de envío a domicilio por pedido, HNL con ISV' },
    freeFrom: {
      type: ['number', 'null'],
      description: 'Subtotal desde el cual el envío es gratis; null: nunca gratis',
    },
    deliveryDays: { type: 'integer', description: 'Días hábiles de entrega' },
  },
} as const;

const placeSchema = {
  type: 'object',
  required: [
    'id',
    'name',
    'kind',
    'code',
    'status',
    'country_id',
    'parent_zone_id',
    'shipping_zone_id',
    'shippingZone',
  ],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    kind: { type: 'string', enum: ['country', 'department', 'municipality'] },
    code: { type: 'string', description: "Departamento '08', municipio '0801' (como en la identidad)" },
    status: { type: 'integer', enum: [0, 1] },
    country_id: nullableId,
    parent_zone_id: nullableId,
    shipping_zone_id: nullableId,
    shippingZone: { ...shippingZoneSchema, type: ['object', 'null'] },
  },
} as const;

const storeSchema = {
  type: 'object',
  required: [
    'id',
    'slug',
    'name',
    'address',
    'phone',
    'email',
    'hours',
    'latitude',
    'longitude',
    'pickup',
    'place',
  ],
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string' },
    name: { type: 'string' },
    address: { type: 'string' },
    phone: { type: 'string' },
    email: { type: 'string' },
    hours: { type: 'string' },
    latitude: { type: ['number', 'null'] },
    longitude: { type: ['number', 'null'] },
    pickup: { type: 'boolean', description: 'Acepta pago en tienda y retiro de pedidos' },
    place: {
      type: ['object', 'null'],
      required: ['id', 'name', 'department'],
      properties: { id: { type: 'integer' }, name: { type: 'string' }, department: { type: 'string' } },
    },
  },
} as const;

interface PlacesQuery {
  'filter[status]'?: number;
  'filter[country_id]'?: number;
  'filter[parent_zone_id]'?: number;
}

export const placeRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get<{ Querystring: PlacesQuery }>('/places', {
    schema: {
      tags: ['Lugares y envíos'],
      summary: 'Países, departamentos o municipios con su zona de envío',
      description:
        'Con `filter[parent_zone_id]`: los lugares dentro de ese (municipios de un departamento). Sin él y con `filter[country_id]`: los departamentos del país. Sin ninguno: los países. `filter[status]=1` deja solo los activos. Orden alfabético en español.',
      querystring: {
        type: 'object',
        properties: {
          'filter[status]': { type: 'integer', enum: [0, 1] },
          'filter[country_id]': dbId,
          'filter[parent_zone_id]': dbId,
        },
      },
      response: { 200: { type: 'array', items: placeSchema }, 400: errorResponse },
    },
    handler: (request) =>
      listPlaces(db, {
        status: request.query['filter[status]'],
        countryId: request.query['filter[country_id]'],
        parentZoneId: request.query['filter[parent_zone_id]'],
      }),
  });

  app.get<{ Params: { id: number } }>('/places/:id', {
    schema: {
      tags: ['Lugares y envíos'],
      summary: 'Un lugar con su zona de envío',
      params: idParams,
      response: { 200: placeSchema, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const place = await findPlace(db, request.params.id);
      if (!place) throw notFound(PLACE_NOT_FOUND);
      return place;
    },
  });

  app.get('/shipping-zones', {
    schema: {
      tags: ['Lugares y envíos'],
      summary: 'Zonas de envío con costo, envío gratis desde y días de entrega',
      response: { 200: { type: 'array', items: shippingZoneSchema } },
    },
    handler: () => listShippingZones(db),
  });

  app.get<{ Querystring: { pickup?: 0 | 1 } }>('/stores', {
    schema: {
      tags: ['Lugares y envíos'],
      summary: 'Tiendas y oficinas (/ubicanos, pago en tienda, retiro)',
      querystring: {
        type: 'object',
        properties: {
          pickup: {
            type: 'integer',
            enum: [0, 1],
            description: '1 = solo las que aceptan pago en tienda y retiro',
          },
        },
      },
      response: { 200: { type: 'array', items: storeSchema }, 400: errorResponse },
    },
    handler: (request) => listStores(db, { pickupOnly: request.query.pickup === 1 }),
  });

  app.get<{ Params: { slug: string } }>('/stores/:slug', {
    schema: {
      tags: ['Lugares y envíos'],
      summary: 'Una tienda u oficina',
      params: {
        type: 'object',
        required: ['slug'],
        properties: { slug: { type: 'string', pattern: '^[a-z0-9-]{1,80}$' } },
      },
      response: { 200: storeSchema, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const store = await findStore(db, request.params.slug);
      if (!store) throw notFound(STORE_NOT_FOUND);
      return store;
    },
  });
};
