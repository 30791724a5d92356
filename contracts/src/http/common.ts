import { Type, type Static, type TSchema } from '@sinclair/typebox';

/**
 * Pieces every API area shares. Schemas carrying an `$id` are registered once with Fastify
 * (`SHARED_SCHEMAS`) and referenced with `Type.Ref`, so the OpenAPI document lists them as
 * components and responses are serialised from one definition.
 */

/** Body of every error response: a Spanish message to show, a code, and one message per field. */
export const ErrorBody = Type.Object(
  {
    message: Type.String(),
    code: Type.Optional(Type.String()),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
  },
  { $id: 'Error' },
);
export type ErrorBody = Static<typeof ErrorBody>;

/**
 * Reference to a schema registered with an `$id` (listed in SHARED_SCHEMAS), typed as that
 * schema. Client checks resolve it through `matchesContract`, which passes the shared list.
 */
export function SharedRef<T extends TSchema>(schema: T) {
  if (!schema.$id) throw new Error('SharedRef: the schema needs an $id');
  return Type.Unsafe<Static<T>>(Type.Ref(schema.$id));
}

export const errorResponse = SharedRef(ErrorBody);

/**
 * Largest PostgreSQL `integer` (int4). Every integer a request carries has it (or less) as its
 * `maximum`: a larger one would reach SQL and fail there (SQLSTATE 22003) instead of the schema.
 */
export const INT4_MAX = 2147483647;

/**
 * A whole number from 1 to INT4_MAX written in decimal (leading zeros allowed), for ids that
 * arrive as text (a gateway's form or return URL): the schema bounds them as DbId bounds numbers.
 * Alternatives: 1 to 9 digits; 10 digits starting with 1; 10 digits that follow 2147483647 up to
 * some position and are smaller there, the last one being 214748364[0-7].
 */
export const INT4_DECIMAL_PATTERN =
  '^0*(?:[1-9]\\d{0,8}|1\\d{9}|20\\d{8}|21[0-3]\\d{7}|214[0-6]\\d{6}|2147[0-3]\\d{5}|21474[0-7]\\d{4}|214748[0-2]\\d{3}|2147483[0-5]\\d{2}|21474836[0-3]\\d|214748364[0-7])$';

/** A row id: PostgreSQL `integer`, so larger numbers are refused by the schema, not the database. */
export const DbId = Type.Integer({ minimum: 1, maximum: INT4_MAX });

/** `:id` of routes addressing one row. */
export const IdParams = Type.Object({ id: DbId });
export type IdParams = Static<typeof IdParams>;

/** `:slug` of categories and content pages. */
export const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 120 }) });
export type SlugParams = Static<typeof SlugParams>;

/** 200 of an action that returns nothing but a confirmation to show. */
export const SuccessResponse = Type.Object({ success: Type.Boolean(), message: Type.String() });
export type SuccessResponse = Static<typeof SuccessResponse>;

/** 201 of a create: the new row's id and a confirmation to show. */
export const CreatedResponse = Type.Object({ id: Type.Integer(), message: Type.String() });
export type CreatedResponse = Static<typeof CreatedResponse>;

/** Paging block of every list response. */
export const PageMeta = Type.Object({
  totalCount: Type.Integer(),
  pageCount: Type.Integer(),
  currentPage: Type.Integer(),
  perPage: Type.Integer(),
});
export type PageMeta = Static<typeof PageMeta>;

/** `T | null` written once (JSON Schema `anyOf` with null; OpenAPI 3.0 reads it as nullable). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
