import { Type, type Static } from '@sinclair/typebox';

/** Content is structured blocks, never HTML: nothing from the database reaches the DOM as markup. */
export const ContentBlock = Type.Union([
  Type.Object({ type: Type.Literal('heading'), text: Type.String() }),
  Type.Object({ type: Type.Literal('paragraph'), text: Type.String() }),
  Type.Object({ type: Type.Literal('list'), items: Type.Array(Type.String()) }),
]);
export type ContentBlock = Static<typeof ContentBlock>;

export const ContentPage = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  updatedAt: Type.String({ format: 'date-time' }),
  blocks: Type.Array(ContentBlock),
});
export type ContentPage = Static<typeof ContentPage>;

export const ContentPageLink = Type.Object({ slug: Type.String(), title: Type.String() });
export type ContentPageLink = Static<typeof ContentPageLink>;
