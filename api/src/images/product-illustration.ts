/**
 * Draws a deterministic product illustration as SVG: a simple category-specific shape
 * (laptop, router, printer, solar panel...) tinted with the brand's colour, plus brand and
 * model text. No photo library is needed and every product gets a distinct, stable image.
 */
export interface IllustrationInput {
  id: number;
  brand: string;
  model: string;
  categorySlug: string;
}

export const ILLUSTRATION_WIDTH = 800;
export const ILLUSTRATION_HEIGHT = 600;

const BRAND_COLOURS: Record<string, string> = {
  HP: '#0096D6',
  Dell: '#007DB8',
  Lenovo: '#E2231A',
  ASUS: '#00539B',
  Acer: '#5E9A1A',
  Apple: '#4A4A4F',
  Samsung: '#1428A0',
  Microsoft: '#0078D4',
  Kaspersky: '#00A88E',
  ESET: '#00878B',
  Fortinet: '#DA291C',
  Cisco: '#049FD9',
  Ubiquiti: '#006FFF',
  'TP-Link': '#2BA8B5',
  MikroTik: '#293239',
  Aruba: '#FF8300',
  Epson: '#003399',
  Canon: '#CC0000',
  Brother: '#0D2A8A',
  Logitech: '#00A3E0',
  Poly: '#1D1D1F',
  Yealink: '#0089D1',
  LG: '#A50034',
  ViewSonic: '#6D2077',
  Huawei: '#CF0A2C',
  'JA Solar': '#0066B3',
  Growatt: '#E08600',
  APC: '#2E8B3A',
  Kingston: '#E31837',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Small stable hash so products of the same brand still look different. */
function hash(value: number): number {
  let x = value * 2654435761;
  x ^= x >>> 13;
  return Math.abs(x) % 360;
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

type Shape = (colour: string, accent: string) => string;

const screenGradient = `<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b2a4a"/><stop offset="1" stop-color="#3c5a8c"/></linearGradient>`;

const SHAPES = {
  laptop: (c, a) => `
    <rect x="230" y="90" width="340" height="215" rx="14" fill="#2b2f36"/>
    <rect x="245" y="104" width="310" height="187" rx="4" fill="url(#screen)"/>
    <circle cx="400" cy="97" r="3" fill="#666"/>
    <path d="M420 200 L480 150 L520 190" stroke="${a}" stroke-width="6" fill="none" opacity=".8"/>
    <path d="M190 305 H610 L585 335 H215 Z" fill="${c}"/>
    <rect x="360" y="305" width="80" height="8" rx="4" fill="#00000033"/>`,
  desktop: (c, a) => `
    <rect x="200" y="80" width="330" height="210" rx="10" fill="#2b2f36"/>
    <rect x="212" y="92" width="306" height="174" fill="url(#screen)"/>
    <rect x="345" y="290" width="40" height="40" fill="#555"/>
    <rect x="300" y="328" width="130" height="10" rx="5" fill="#444"/>
    <rect x="560" y="110" width="90" height="228" rx="8" fill="${c}"/>
    <circle cx="605" cy="140" r="8" fill="${a}"/>
    <rect x="575" y="170" width="60" height="6" rx="3" fill="#ffffff55"/>`,
  tablet: (c, a) => `
    <rect x="300" y="60" width="200" height="285" rx="22" fill="#1f2329"/>
    <rect x="314" y="78" width="172" height="248" rx="8" fill="url(#screen)"/>
    <rect x="330" y="100" width="60" height="60" rx="12" fill="${c}"/>
    <rect x="410" y="100" width="60" height="60" rx="12" fill="${a}"/>
    <rect x="330" y="180" width="60" height="60" rx="12" fill="#ffffff44"/>
    <rect x="410" y="180" width="60" height="60" rx="12" fill="#ffffff22"/>`,
  accessory: (c, a) => `
    <rect x="170" y="200" width="360" height="120" rx="14" fill="#2b2f36"/>
    ${Array.from({ length: 4 }, (_, row) => Array.from({ length: 12 }, (_, col) => `<rect x="${186 + col * 28}" y="${214 + row * 25}" width="22" height="19" rx="3" fill="#454b55"/>`).join('')).join('')}
    <rect x="250" y="289" width="200" height="19" rx="3" fill="#454b55"/>
    <path d="M590 170 C560 170 550 200 550 240 C550 300 570 330 605 330 C640 330 660 300 660 240 C660 200 650 170 620 170 Z" fill="${c}"/>
    <line x1="605" y1="175" x2="605" y2="225" stroke="${a}" stroke-width="5"/>
    <path d="M605 170 C605 140 640 120 680 110" stroke="#555" stroke-width="4" fill="none"/>`,
  licence: (c, a) => `
    <path d="M270 90 L470 70 L530 110 L530 330 L330 350 L270 310 Z" fill="${c}"/>
    <path d="M270 90 L330 130 L330 350 L270 310 Z" fill="#00000033"/>
    <path d="M330 130 L530 110" stroke="#ffffff55" stroke-width="3"/>
    <path d="M430 150 L490 165 C490 230 470 265 430 285 C390 265 370 230 370 165 Z" fill="#ffffff"/>
    <path d="M405 215 L425 237 L460 192" stroke="${a}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  server: (c, a) => `
    ${[0, 1, 2, 3]
      .map(
        (
          i,
        ) => `<rect x="220" y="${80 + i * 62}" width="360" height="52" rx="6" fill="${i % 2 ? '#2b2f36' : '#363b44'}"/>
      ${Array.from({ length: 8 }, (_, j) => `<rect x="${240 + j * 26}" y="${92 + i * 62}" width="18" height="28" rx="2" fill="#555c66"/>`).join('')}
      <circle cx="540" cy="${106 + i * 62}" r="6" fill="${i === 0 ? a : '#3ddc84'}"/>
      <rect x="460" y="${100 + i * 62}" width="60" height="10" rx="5" fill="${c}"/>`,
      )
      .join('')}`,
  firewall: (c, a) => `
    <rect x="180" y="200" width="440" height="110" rx="12" fill="${c}"/>
    ${Array.from({ length: 8 }, (_, j) => `<rect x="${300 + j * 36}" y="250" width="26" height="22" rx="3" fill="#1f2329"/>`).join('')}
    <circle cx="215" cy="235" r="7" fill="#3ddc84"/>
    <path d="M400 60 L480 85 C480 160 450 200 400 225 C350 200 320 160 320 85 Z" fill="#ffffff" stroke="${c}" stroke-width="8"/>
    <rect x="375" y="125" width="50" height="40" rx="6" fill="${a}"/>
    <path d="M385 125 V110 A15 15 0 0 1 415 110 V125" stroke="${a}" stroke-width="7" fill="none"/>`,
  switch: (c, a) => `
    <rect x="120" y="160" width="560" height="120" rx="10" fill="#2b2f36"/>
    <rect x="120" y="160" width="560" height="20" rx="10" fill="${c}"/>
    ${Array.from({ length: 2 }, (_, row) => Array.from({ length: 12 }, (_, col) => `<rect x="${150 + col * 36}" y="${198 + row * 36}" width="28" height="26" rx="3" fill="#111418"/><rect x="${154 + col * 36}" y="${200 + row * 36}" width="6" height="4" fill="${(col + row) % 3 ? '#3ddc84' : a}"/>`).join('')).join('')}
    <rect x="600" y="200" width="56" height="60" rx="4" fill="#454b55"/>`,
  router: (c, a) => `
    <rect x="220" y="220" width="360" height="90" rx="26" fill="${c}"/>
    <rect x="236" y="292" width="328" height="10" rx="5" fill="#00000033"/>
    ${[300, 400, 500].map((x) => `<rect x="${x - 7}" y="80" width="14" height="145" rx="7" fill="#2b2f36"/>`).join('')}
    ${[0, 1, 2, 3, 4].map((i) => `<circle cx="${290 + i * 55}" cy="258" r="7" fill="${i === 0 ? a : '#ffffffcc'}"/>`).join('')}`,
  'access-point': (c, a) => `
    <ellipse cx="400" cy="260" rx="190" ry="60" fill="#d9dde3"/>
    <ellipse cx="400" cy="248" rx="190" ry="60" fill="#f4f6f8" stroke="#c9ced6" stroke-width="3"/>
    <circle cx="400" cy="248" r="10" fill="${c}"/>
    <circle cx="400" cy="205" r="9" fill="${a}"/>
    ${[40, 75, 110].map((r) => `<path d="M${400 - r * 0.707} ${205 - r * 0.707} A${r} ${r} 0 0 1 ${400 + r * 0.707} ${205 - r * 0.707}" stroke="${a}" stroke-width="11" fill="none" stroke-linecap="round"/>`).join('')}`,
  signage: (c, a) => `
    <rect x="180" y="60" width="440" height="250" rx="8" fill="#1f2329"/>
    <rect x="192" y="72" width="416" height="226" fill="${c}"/>
    <rect x="212" y="92" width="200" height="110" rx="6" fill="#ffffff"/>
    <rect x="430" y="92" width="158" height="50" rx="6" fill="${a}"/>
    <rect x="430" y="152" width="158" height="50" rx="6" fill="#ffffff55"/>
    <rect x="212" y="220" width="376" height="56" rx="6" fill="#00000044"/>
    <rect x="390" y="310" width="20" height="30" fill="#555"/>
    <rect x="330" y="336" width="140" height="10" rx="5" fill="#444"/>`,
  videoconference: (c, a) => `
    <rect x="190" y="100" width="420" height="236" rx="8" fill="#1f2329"/>
    <rect x="202" y="112" width="396" height="212" fill="url(#screen)"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="${214 + (i % 2) * 194}" y="${124 + Math.floor(i / 2) * 100}" width="182" height="90" rx="6" fill="${i === 0 ? c : '#ffffff22'}"/><circle cx="${305 + (i % 2) * 194}" cy="${160 + Math.floor(i / 2) * 100}" r="18" fill="#ffffff88"/>`).join('')}
    <rect x="300" y="58" width="200" height="38" rx="19" fill="#2b2f36"/>
    <circle cx="400" cy="77" r="13" fill="#111"/><circle cx="400" cy="77" r="6" fill="${a}"/>`,
  whiteboard: (c, a) => `
    <rect x="150" y="60" width="500" height="290" rx="10" fill="#2b2f36"/>
    <rect x="164" y="74" width="472" height="262" fill="#fdfdfd"/>
    <path d="M200 260 C250 180 300 300 350 200 S450 150 500 220" stroke="${c}" stroke-width="8" fill="none" stroke-linecap="round"/>
    <rect x="470" y="100" width="140" height="90" rx="6" fill="${a}" opacity=".85"/>
    <path d="M200 110 H400 M200 140 H360" stroke="#9aa3ad" stroke-width="8" stroke-linecap="round"/>
    <rect x="250" y="336" width="300" height="10" rx="5" fill="${c}"/>`,
  printer: (c, a) => `
    <rect x="300" y="60" width="200" height="90" fill="#ffffff" stroke="#d0d4da" stroke-width="3"/>
    <path d="M325 90 H475 M325 110 H440" stroke="#c3c8cf" stroke-width="6"/>
    <rect x="210" y="140" width="380" height="150" rx="16" fill="${c}"/>
    <rect x="210" y="140" width="380" height="40" rx="16" fill="#ffffff33"/>
    <rect x="270" y="250" width="260" height="18" rx="4" fill="#1f2329"/>
    <rect x="290" y="268" width="220" height="70" fill="#ffffff" stroke="#d0d4da" stroke-width="3"/>
    <circle cx="550" cy="200" r="9" fill="${a}"/><rect x="480" y="192" width="50" height="16" rx="4" fill="#1f2329"/>`,
  ink: (c, a) => `
    ${[
      ['#111418', 250],
      ['#00AEEF', 340],
      ['#EC008C', 430],
      ['#FFD400', 520],
    ]
      .map(
        ([fill, x]) =>
          `<rect x="${Number(x) - 35}" y="130" width="70" height="200" rx="10" fill="${fill}"/><rect x="${Number(x) - 18}" y="100" width="36" height="34" rx="5" fill="#2b2f36"/><rect x="${Number(x) - 28}" y="190" width="56" height="70" rx="4" fill="#ffffff"/><rect x="${Number(x) - 20}" y="205" width="40" height="10" rx="3" fill="${c}"/>`,
      )
      .join('')}
    <circle cx="620" cy="110" r="14" fill="${a}" opacity=".6"/>`,
  solar: (c, a) => `
    <circle cx="630" cy="90" r="42" fill="#FFC629"/>
    ${Array.from({ length: 8 }, (_, i) => `<line x1="630" y1="90" x2="${630 + 70 * Math.cos((i * Math.PI) / 4)}" y2="${90 + 70 * Math.sin((i * Math.PI) / 4)}" stroke="#FFC629" stroke-width="6" stroke-linecap="round"/>`).join('')}
    <path d="M170 320 L270 130 H560 L500 320 Z" fill="#1b3a6b"/>
    ${[1, 2, 3, 4, 5]
      .map((i) => {
        const t = i / 6;
        return `<line x1="${170 + 100 * t}" y1="${320 - 190 * t}" x2="${500 + 60 * t}" y2="${320 - 190 * t}" stroke="#5b86c5" stroke-width="3"/>`;
      })
      .join('')}
    ${[1, 2, 3, 4, 5, 6]
      .map((i) => {
        const s = i / 7;
        return `<line x1="${170 + 330 * s}" y1="320" x2="${270 + 290 * s}" y2="130" stroke="#5b86c5" stroke-width="3"/>`;
      })
      .join('')}
    <rect x="330" y="320" width="16" height="30" fill="${c}"/><rect x="430" y="320" width="16" height="30" fill="${c}"/>
    <rect x="300" y="346" width="180" height="8" rx="4" fill="${a}"/>`,
} satisfies Record<string, Shape>;

const SHAPE_BY_CATEGORY: Record<string, keyof typeof SHAPES> = {
  laptops: 'laptop',
  desktop: 'desktop',
  tablets: 'tablet',
  'accesorios-de-computo': 'accessory',
  'licencias-de-office-y-antivirus': 'licence',
  servidores: 'server',
  'cortafuegos-firewall': 'firewall',
  switches: 'switch',
  routers: 'router',
  'access-point': 'access-point',
  'senalizacion-digital-de-interiores': 'signage',
  'sistemas-de-videoconferencia': 'videoconference',
  'pizarras-interactivas': 'whiteboard',
  'impresoras-multifuncionales': 'printer',
  tintas: 'ink',
  solar: 'solar',
};

export function brandColour(brand: string): string {
  return BRAND_COLOURS[brand] ?? '#37474F';
}

export function productIllustrationSvg(input: IllustrationInput): string {
  const colour = brandColour(input.brand);
  const hue = hash(input.id);
  const accent = `hsl(${hue}, 75%, 55%)`;
  const shape = SHAPES[SHAPE_BY_CATEGORY[input.categorySlug] ?? 'accessory'];
  const fonts = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_HEIGHT}" viewBox="0 0 ${ILLUSTRATION_WIDTH} ${ILLUSTRATION_HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="hsl(${hue}, 30%, 94%)"/></linearGradient>
    ${screenGradient}
  </defs>
  <rect width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_HEIGHT}" fill="url(#bg)"/>
  <ellipse cx="400" cy="362" rx="260" ry="16" fill="#00000014"/>
  ${shape(colour, accent)}
  <rect x="0" y="${ILLUSTRATION_HEIGHT - 8}" width="${ILLUSTRATION_WIDTH}" height="8" fill="${colour}"/>
  <text x="400" y="450" text-anchor="middle" font-family="${fonts}" font-size="56" font-weight="bold" fill="${colour}">${escapeXml(input.brand)}</text>
  <text x="400" y="505" text-anchor="middle" font-family="${fonts}" font-size="30" fill="#37474F">${escapeXml(truncate(input.model, 40))}</text>
</svg>`;
}
