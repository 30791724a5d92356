import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../http/common.js';

/** One row of the flat list (`GET /categories`). */
export const CategoryListItem = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  parentSlug: Nullable(Type.String()),
});
export type CategoryListItem = Static<typeof CategoryListItem>;

const CategoryLink = Type.Object({ slug: Type.String(), name: Type.String() });

/** `GET /categories/{slug}`: the category with its parent and children. */
export const Category = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  parent: Nullable(CategoryLink),
  children: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() })),
});
export type Category = Static<typeof Category>;
