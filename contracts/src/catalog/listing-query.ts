import { Type, type Static } from '@sinclair/typebox';
import { IntegerEnum, StringEnum } from '../http/enums.js';

/** `expand=specs` (comma list; unknown names are ignored so clients can ask ahead). */
export const ExpandParam = Type.String({
  pattern: '^[A-Za-z_,]*$',
  maxLength: 200,
  description: 'Lista separada por comas; soportado: specs',
});

export const ListingSort = StringEnum(['price', '-price', 'name', '-name', 'newest'], {
  description: 'Por defecto: más recientes primero',
});
export type ListingSort = Static<typeof ListingSort>;

/** Paging, sorting and filters shared by search and category listing. */
export const ListingQuery = Type.Object({
  'filter[name]': Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'Busca en nombre, marca y SKU sin distinguir mayúsculas ni tildes',
    }),
  ),
  'filter[category]': Type.Optional(
    Type.String({
      maxLength: 500,
      description: 'Slug de categoría (varios separados por comas); incluye subcategorías',
    }),
  ),
  'filter[brand]': Type.Optional(
    Type.String({
      maxLength: 500,
      description: 'Id, nombre o slug de la marca; varias separadas por comas (cualquiera de ellas)',
    }),
  ),
  'filter[inStock]': Type.Optional(IntegerEnum([0, 1], { description: '1 = solo productos con existencia' })),
  'filter[priceMin]': Type.Optional(
    Type.Number({ minimum: 0, maximum: 1e9, description: 'Precio de venta mínimo (L, incluido)' }),
  ),
  'filter[priceMax]': Type.Optional(
    Type.Number({ minimum: 0, maximum: 1e9, description: 'Precio de venta máximo (L, incluido)' }),
  ),
  facets: Type.Optional(
    IntegerEnum([0, 1], { description: '1 = incluye `facets` (conteos del resultado completo)' }),
  ),
  sort: Type.Optional(ListingSort),
  page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  'per-page': Type.Integer({ minimum: 1, maximum: 60, default: 10 }),
  expand: Type.Optional(ExpandParam),
});
/** As the server sees it (defaults applied). */
export type ListingQuery = Static<typeof ListingQuery>;
/** As a client may send it: paging falls back to the defaults. */
export type ListingRequest = Omit<ListingQuery, 'page' | 'per-page'> & { page?: number; 'per-page'?: number };
