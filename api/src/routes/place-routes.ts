import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParams,
  Place,
  PlacesQuery,
  ShippingZone,
  Store,
  StoreSlugParams,
  StoresQuery,
  errorResponse,
} from '@store/contracts';
import { Type } from '@sinclair/typebox';
import { notFound } from '../http/errors.js';
import { findPlace, listPlaces, listShippingZones } from '../places/place-repository.js';
import { findStore, listStores } from '../stores/store-repository.js';
import type { RouteDeps } from './route-deps.js';

const PLACE_NOT_FOUND = 'Lugar no encontrado';
const STORE_NOT_FOUND = 'Tienda no encontrada';

export const placeRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { db }) => {
  app.get('/places', {
    schema: {
      tags: ['Lugares y envíos'],
      summary: 'Países, departamentos o municipios con su zona de envío',
      description:
        'Con `filter[parent_zone_id]`: los lugares dentro de ese (municipios de un departamento). Sin él y con `filter[country_id]`: los departamentos del país. Sin ninguno: los países. `filter[status]=1` deja solo los activos. Orden alfabético en español.',
      querystring: PlacesQuery,
      response: { 200: Type.Array(Place), 400: errorResponse },
    },
    handler: (request) =>
      listPlaces(db, {
        status: request.query['filter[status]'],
        countryId: request.query['filter[country_id]'],
        parentZoneId: request.query['filter[parent_zone_id]'],
      }),
  });

  app.get('/places/:id', {
    schema: {
      tags: ['Lugares y envíos'],
      summary: 'Un lugar con su zona de envío',
      params: IdParams,
      response: { 200: Place, 400: errorResponse, 404: errorResponse },
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
      response: { 200: Type.Array(ShippingZone) },
    },
    handler: () => listShippingZones(db),
  });

  app.get('/stores', {
    schema: {
      tags: ['Lugares y envíos'],
      summary: 'Tiendas y oficinas (/ubicanos, pago en tienda, retiro)',
      querystring: StoresQuery,
      response: { 200: Type.Array(Store), 400: errorResponse },
    },
    handler: (request) => listStores(db, { pickupOnly: request.query.pickup === 1 }),
  });

  app.get('/stores/:slug', {
    schema: {
      tags: ['Lugares y envíos'],
      summary: 'Una tienda u oficina',
      params: StoreSlugParams,
      response: { 200: Store, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const store = await findStore(db, request.params.slug);
      if (!store) throw notFound(STORE_NOT_FOUND);
      return store;
    },
  });
};
