import { Type, type Static, type TSchema } from '@sinclair/typebox';

export interface MenuEntry {
  name: string;
  url: string;
  children?: MenuEntry[];
}

/** A menu link; groups of the mega-menu carry their links as `children`. */
export const MenuEntry: TSchema = Type.Recursive(
  (Self) =>
    Type.Object({
      name: Type.String(),
      url: Type.String(),
      children: Type.Optional(Type.Array(Self)),
    }),
  { $id: 'MenuEntry' },
);

const MenuEntryRef = Type.Unsafe<MenuEntry>(Type.Ref('MenuEntry'));

export const Menus = Type.Object({
  mega: Type.Array(MenuEntryRef),
  main: Type.Array(MenuEntryRef),
});
/** Written out because the entry is recursive; the test checks the schema accepts it. */
export interface Menus {
  mega: MenuEntry[];
  main: MenuEntry[];
}
export type MenusSchema = Static<typeof Menus>;
