/** Shapes the API answers for the catalogue and content (see api/README.md). */
export interface ProductImage {
  alt: string;
  size350: string;
  srcSet: string;
}

export interface ProductCoupon {
  code: string;
  type: 'P' | 'F';
  discount: number;
  remaining: number;
  expire: string;
}

export interface Product {
  id: number;
  slug: string;
  name: string;
  sku: string;
  description: string;
  brand: { id: number; name: string };
  mainCategory: { id: number; name: string; slug: string };
  price: { sale: number; regular: number };
  stock: number;
  mainImage: ProductImage;
  specs?: { name: string; value: string }[];
  coupon: ProductCoupon | null;
  group: string;
  materialGroup: string;
}

export interface PageMeta {
  totalCount: number;
  pageCount: number;
  currentPage: number;
  perPage: number;
}

export interface ProductPage {
  items: Product[];
  _meta: PageMeta;
}

export interface MenuEntry {
  name: string;
  url: string;
  children?: MenuEntry[];
}

export interface Menus {
  mega: MenuEntry[];
  main: MenuEntry[];
}

export interface Category {
  id: number;
  slug: string;
  name: string;
  parent: { slug: string; name: string } | null;
  children: { slug: string; name: string }[];
}

export type ContentBlock =
  { type: 'heading'; text: string } | { type: 'paragraph'; text: string } | { type: 'list'; items: string[] };

export interface ContentPage {
  slug: string;
  title: string;
  updatedAt: string;
  blocks: ContentBlock[];
}
