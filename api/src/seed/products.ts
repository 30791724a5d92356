import { slugify } from '../catalog/search-text.js';
import {
  CATALOG,
  type CategoryCatalog,
  type ModelLine,
  type SpecPair,
  type Variant,
} from './catalog-data.js';
import { createRandom, type Random } from './random.js';

export interface CouponSeed {
  code: string;
  type: 'P' | 'F';
  discount: number;
  remaining: number;
  expire: string;
}

export interface ProductSeed {
  slug: string;
  sku: string;
  name: string;
  description: string;
  brand: string;
  categorySlug: string;
  regularPrice: number;
  salePrice: number;
  stock: number;
  group: string;
  materialGroup: string;
  specs: SpecPair[];
  coupon: CouponSeed | null;
}

const CATEGORY_CODES: Record<string, string> = {
  laptops: 'LAP',
  desktop: 'DSK',
  tablets: 'TAB',
  'accesorios-de-computo': 'ACC',
  'licencias-de-office-y-antivirus': 'LIC',
  servidores: 'SRV',
  'cortafuegos-firewall': 'FWL',
  switches: 'SWT',
  routers: 'RTR',
  'access-point': 'WAP',
  'senalizacion-digital-de-interiores': 'SDI',
  'sistemas-de-videoconferencia': 'VCF',
  'pizarras-interactivas': 'PZI',
  'impresoras-multifuncionales': 'IMP',
  tintas: 'TIN',
  solar: 'SOL',
};

/** Store-style prices: L 18,499.00 rather than L 18,473.26. */
function storePrice(amount: number): number {
  return amount >= 1000 ? Math.round(amount / 100) * 100 - 1 : Math.round(amount / 10) * 10 - 1;
}

function brandCode(brand: string): string {
  return brand
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
}

function describe(category: CategoryCatalog, line: ModelLine, variant: Variant, specs: SpecPair[]): string {
  const highlights = specs
    .slice(0, 4)
    .map(([name, value]) => `${name.toLowerCase()}: ${value}`)
    .join('; ');
  const config = variant.label ? ` en su configuración ${variant.label}` : '';
  return [
    `${line.brand} ${line.model}${config}: ${category.pitch}.`,
    highlights ? `Características principales: ${highlights}.` : '',
    `Producto original con garantía de ${category.warranty}; nuestro equipo de Servicio Técnico te ayuda con la instalación y la configuración.`,
    'Precio en lempiras con ISV (15%) incluido. Envíos a todo Honduras y retiro en tienda en Tegucigalpa y San Pedro Sula.',
  ]
    .filter(Boolean)
    .join(' ');
}

function stockFor(random: Random, category: CategoryCatalog): number {
  // About one product in eight is sold out, so the front-ends always have that case to show.
  if (random.chance(0.12)) return 0;
  return category.slug === 'servidores' || category.slug === 'pizarras-interactivas'
    ? random.int(1, 8)
    : random.int(1, 60);
}

function couponFor(index: number, code: string, salePrice: number, random: Random): CouponSeed | null {
  if (index % 23 !== 5) return null;
  const percent = index % 2 === 0;
  const discount = percent
    ? index % 3 === 0
      ? 15
      : 10
    : salePrice >= 10000
      ? 1000
      : salePrice >= 2000
        ? 250
        : 50;
  // A few deliberately unusable coupons, so the cart's 'Cupón vencido' / 'Coupón agotado' paths have data.
  const expired = index % 115 === 5;
  const exhausted = index % 115 === 28;
  return {
    code: `${code}${index + 1}-${percent ? `${discount}OFF` : `L${discount}`}`,
    type: percent ? 'P' : 'F',
    discount,
    remaining: exhausted ? 0 : random.int(5, 50),
    expire: expired ? '2025-01-31T23:59:59-06:00' : '2027-12-31T23:59:59-06:00',
  };
}

/** One pass over every category × model line × configuration. */
function baseCatalog(): Array<{ category: CategoryCatalog; line: ModelLine; variant: Variant }> {
  return CATALOG.flatMap((category) =>
    category.lines.flatMap((line) =>
      (line.variants ?? category.variants).map((variant) => ({ category, line, variant })),
    ),
  );
}

export const BASE_PRODUCT_COUNT = baseCatalog().length;

/**
 * Builds the catalog deterministically (seeded PRNG, fixed order). With `minimumCount`
 * above the base catalog (benchmarks: SEED_PRODUCTS=20000) the base is repeated as
 * numbered references, so slugs and SKUs stay unique.
 */
export function generateProducts(minimumCount = 0): ProductSeed[] {
  const random = createRandom(20260214);
  const base = baseCatalog();
  const rounds = Math.max(1, Math.ceil(minimumCount / base.length));
  const products: ProductSeed[] = [];
  const usedSlugs = new Set<string>();

  for (let round = 0; round < rounds; round += 1) {
    for (const { category, line, variant } of base) {
      const index = products.length;
      const suffix = round === 0 ? '' : ` - Ref. ${String(round + 1).padStart(2, '0')}`;
      const name = [category.noun, line.brand, line.model, variant.label].filter(Boolean).join(' ') + suffix;
      let slug = slugify(name);
      while (usedSlugs.has(slug)) slug = `${slug}-${index}`;
      usedSlugs.add(slug);

      const specs: SpecPair[] = [
        ['Marca', line.brand],
        ['Modelo', line.model],
        ...(line.specs ?? []),
        ...variant.specs,
      ];
      const regularPrice = storePrice(line.price * variant.factor);
      const onSale = random.chance(0.35);
      const salePrice = onSale ? storePrice(regularPrice * (1 - random.int(5, 15) / 100)) : regularPrice;
      const code = `${brandCode(line.brand)}${CATEGORY_CODES[category.slug] ?? 'GEN'}`;

      products.push({
        slug,
        sku: `${code}-${String(index + 1).padStart(5, '0')}`,
        name,
        description: describe(category, line, variant, specs.slice(2)),
        brand: line.brand,
        categorySlug: category.slug,
        regularPrice,
        salePrice,
        stock: stockFor(random, category),
        group: category.group,
        materialGroup: category.materialGroup,
        specs: specs.concat([['Garantía', category.warranty]]),
        coupon: couponFor(index, code, salePrice, random),
      });
    }
  }
  return products;
}
