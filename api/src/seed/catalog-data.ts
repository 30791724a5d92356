/**
 * Hand-written model lines per leaf category. The generator (products.ts) crosses each line
 * with its configurations to build a realistic, deterministic catalog.
 * Prices are list prices in lempiras (HNL) for the base configuration.
 */
export type SpecPair = readonly [name: string, value: string];

export interface Variant {
  /** Appended to the product name, e.g. 'Intel Core i5-1335U 16GB RAM 512GB SSD'. */
  label: string;
  /** Multiplier on the line's base price. */
  factor: number;
  specs: readonly SpecPair[];
}

export interface ModelLine {
  brand: string;
  model: string;
  price: number;
  specs?: readonly SpecPair[];
  /** Overrides the category's configurations. */
  variants?: readonly Variant[];
}

export interface CategoryCatalog {
  slug: string;
  /** Noun the product name starts with ('Laptop', 'Switch'...). */
  noun: string;
  group: string;
  materialGroup: string;
  /** Who buys it and why, used in the Spanish description. */
  pitch: string;
  warranty: string;
  variants: readonly Variant[];
  lines: readonly ModelLine[];
}

const single: readonly Variant[] = [{ label: '', factor: 1, specs: [] }];

const laptopVariants: readonly Variant[] = [
  {
    label: 'Intel Core i5-1335U 8GB RAM 256GB SSD',
    factor: 1,
    specs: [
      ['Procesador', 'Intel Core i5-1335U (hasta 4.6 GHz, 10 núcleos)'],
      ['Memoria RAM', '8GB DDR4'],
      ['Almacenamiento', '256GB SSD NVMe'],
    ],
  },
  {
    label: 'Intel Core i5-1335U 16GB RAM 512GB SSD',
    factor: 1.18,
    specs: [
      ['Procesador', 'Intel Core i5-1335U (hasta 4.6 GHz, 10 núcleos)'],
      ['Memoria RAM', '16GB DDR4'],
      ['Almacenamiento', '512GB SSD NVMe'],
    ],
  },
  {
    label: 'Intel Core i7-1355U 16GB RAM 1TB SSD',
    factor: 1.42,
    specs: [
      ['Procesador', 'Intel Core i7-1355U (hasta 5.0 GHz, 10 núcleos)'],
      ['Memoria RAM', '16GB DDR4'],
      ['Almacenamiento', '1TB SSD NVMe'],
    ],
  },
];

const amdLaptopVariants: readonly Variant[] = [
  {
    label: 'AMD Ryzen 5 7530U 8GB RAM 512GB SSD',
    factor: 1,
    specs: [
      ['Procesador', 'AMD Ryzen 5 7530U (hasta 4.5 GHz, 6 núcleos)'],
      ['Memoria RAM', '8GB DDR4'],
      ['Almacenamiento', '512GB SSD NVMe'],
    ],
  },
  {
    label: 'AMD Ryzen 7 7730U 16GB RAM 512GB SSD',
    factor: 1.25,
    specs: [
      ['Procesador', 'AMD Ryzen 7 7730U (hasta 4.5 GHz, 8 núcleos)'],
      ['Memoria RAM', '16GB DDR4'],
      ['Almacenamiento', '512GB SSD NVMe'],
    ],
  },
];

const gamingVariants: readonly Variant[] = [
  {
    label: 'Intel Core i5-12500H 16GB RAM 512GB SSD RTX 4050',
    factor: 1,
    specs: [
      ['Procesador', 'Intel Core i5-12500H'],
      ['Memoria RAM', '16GB DDR5'],
      ['Almacenamiento', '512GB SSD NVMe'],
      ['Gráficos', 'NVIDIA GeForce RTX 4050 6GB'],
    ],
  },
  {
    label: 'Intel Core i7-13620H 16GB RAM 1TB SSD RTX 4060',
    factor: 1.3,
    specs: [
      ['Procesador', 'Intel Core i7-13620H'],
      ['Memoria RAM', '16GB DDR5'],
      ['Almacenamiento', '1TB SSD NVMe'],
      ['Gráficos', 'NVIDIA GeForce RTX 4060 8GB'],
    ],
  },
];

const macVariants: readonly Variant[] = [
  {
    label: '8GB RAM 256GB SSD',
    factor: 1,
    specs: [
      ['Memoria unificada', '8GB'],
      ['Almacenamiento', '256GB SSD'],
    ],
  },
  {
    label: '16GB RAM 512GB SSD',
    factor: 1.3,
    specs: [
      ['Memoria unificada', '16GB'],
      ['Almacenamiento', '512GB SSD'],
    ],
  },
];

const screen = (inches: string, detail = 'FHD 1920x1080 IPS'): SpecPair => [
  'Pantalla',
  `${inches}" ${detail}`,
];
const os = (name = 'Windows 11 Pro'): SpecPair => ['Sistema operativo', name];

export const CATALOG: readonly CategoryCatalog[] = [
  {
    slug: 'laptops',
    noun: 'Laptop',
    group: 'COMPUTO',
    materialGroup: 'MG-LAPTOP',
    pitch:
      'pensada para profesionales, estudiantes y empresas que necesitan movilidad y rendimiento confiable todos los días',
    warranty: '1 año con el fabricante',
    variants: laptopVariants,
    lines: [
      { brand: 'HP', model: 'ProBook 450 G10', price: 21900, specs: [screen('15.6'), os()] },
      {
        brand: 'HP',
        model: 'EliteBook 840 G10',
        price: 32900,
        specs: [screen('14', 'WUXGA 1920x1200 IPS'), os()],
      },
      {
        brand: 'HP',
        model: '250 G9',
        price: 14900,
        specs: [screen('15.6', 'HD 1366x768'), os('Windows 11 Home')],
      },
      {
        brand: 'HP',
        model: 'Pavilion 15-eg3000',
        price: 19900,
        specs: [screen('15.6'), os('Windows 11 Home')],
      },
      { brand: 'Dell', model: 'Latitude 5540', price: 28900, specs: [screen('15.6'), os()] },
      { brand: 'Dell', model: 'Vostro 3520', price: 16900, specs: [screen('15.6'), os('Windows 11 Home')] },
      {
        brand: 'Dell',
        model: 'Inspiron 15 3530',
        price: 17900,
        specs: [screen('15.6'), os('Windows 11 Home')],
      },
      {
        brand: 'Dell',
        model: 'XPS 13 9340',
        price: 45900,
        specs: [screen('13.4', 'FHD+ 1920x1200 InfinityEdge'), os()],
      },
      {
        brand: 'Lenovo',
        model: 'ThinkPad E14 Gen 5',
        price: 23900,
        specs: [screen('14', 'WUXGA 1920x1200 IPS'), os()],
      },
      {
        brand: 'Lenovo',
        model: 'ThinkPad T14 Gen 4',
        price: 34900,
        specs: [screen('14', 'WUXGA 1920x1200 IPS'), os()],
      },
      { brand: 'Lenovo', model: 'ThinkBook 15 G4', price: 19900, specs: [screen('15.6'), os()] },
      {
        brand: 'Lenovo',
        model: 'IdeaPad Slim 3 15AMN8',
        price: 15900,
        specs: [screen('15.6'), os('Windows 11 Home')],
        variants: amdLaptopVariants,
      },
      {
        brand: 'ASUS',
        model: 'Vivobook 15 X1504ZA',
        price: 15400,
        specs: [screen('15.6'), os('Windows 11 Home')],
      },
      {
        brand: 'ASUS',
        model: 'Zenbook 14 OLED UX3405',
        price: 36900,
        specs: [screen('14', '3K OLED 120Hz'), os('Windows 11 Home')],
      },
      {
        brand: 'ASUS',
        model: 'TUF Gaming F15 FX507',
        price: 31900,
        specs: [screen('15.6', 'FHD 144Hz'), os('Windows 11 Home')],
        variants: gamingVariants,
      },
      {
        brand: 'Acer',
        model: 'Aspire 5 A515-58',
        price: 16400,
        specs: [screen('15.6'), os('Windows 11 Home')],
      },
      {
        brand: 'Acer',
        model: 'Nitro V 15 ANV15-51',
        price: 29900,
        specs: [screen('15.6', 'FHD 144Hz'), os('Windows 11 Home')],
        variants: gamingVariants,
      },
      {
        brand: 'Acer',
        model: 'Swift Go 14 SFG14-71',
        price: 24900,
        specs: [screen('14', '2.2K IPS'), os('Windows 11 Home')],
      },
      {
        brand: 'Apple',
        model: 'MacBook Air 13 M3',
        price: 33900,
        specs: [screen('13.6', 'Liquid Retina 2560x1664'), os('macOS')],
        variants: macVariants,
      },
      {
        brand: 'Apple',
        model: 'MacBook Pro 14 M3',
        price: 49900,
        specs: [screen('14.2', 'Liquid Retina XDR'), os('macOS')],
        variants: macVariants,
      },
      {
        brand: 'Microsoft',
        model: 'Surface Laptop 5',
        price: 34900,
        specs: [screen('13.5', 'PixelSense táctil 2256x1504'), os('Windows 11 Home')],
      },
    ],
  },
  {
    slug: 'desktop',
    noun: 'Desktop',
    group: 'COMPUTO',
    materialGroup: 'MG-DESKTOP',
    pitch: 'ideal para oficinas, puntos de venta, escuelas y hogares que buscan potencia y larga vida útil',
    warranty: '1 año con el fabricante',
    variants: [
      {
        label: 'Intel Core i5-13500 8GB RAM 512GB SSD',
        factor: 1,
        specs: [
          ['Procesador', 'Intel Core i5-13500'],
          ['Memoria RAM', '8GB DDR4'],
          ['Almacenamiento', '512GB SSD'],
        ],
      },
      {
        label: 'Intel Core i7-13700 16GB RAM 512GB SSD',
        factor: 1.35,
        specs: [
          ['Procesador', 'Intel Core i7-13700'],
          ['Memoria RAM', '16GB DDR4'],
          ['Almacenamiento', '512GB SSD'],
        ],
      },
      {
        label: 'Intel Core i3-13100 8GB RAM 256GB SSD',
        factor: 0.82,
        specs: [
          ['Procesador', 'Intel Core i3-13100'],
          ['Memoria RAM', '8GB DDR4'],
          ['Almacenamiento', '256GB SSD'],
        ],
      },
    ],
    lines: [
      {
        brand: 'HP',
        model: 'ProDesk 400 G9 SFF',
        price: 18900,
        specs: [['Formato', 'Small Form Factor'], os()],
      },
      { brand: 'HP', model: 'EliteDesk 800 G9 Mini', price: 24900, specs: [['Formato', 'Mini'], os()] },
      {
        brand: 'HP',
        model: 'All-in-One 24-cr0000',
        price: 21900,
        specs: [['Formato', 'Todo en uno 23.8" FHD'], os('Windows 11 Home')],
      },
      { brand: 'Dell', model: 'OptiPlex 7010 Tower', price: 19900, specs: [['Formato', 'Torre'], os()] },
      {
        brand: 'Dell',
        model: 'OptiPlex 7410 All-in-One',
        price: 27900,
        specs: [['Formato', 'Todo en uno 23.8" FHD'], os()],
      },
      {
        brand: 'Lenovo',
        model: 'ThinkCentre M70s Gen 4',
        price: 18400,
        specs: [['Formato', 'Small Form Factor'], os()],
      },
      {
        brand: 'Lenovo',
        model: 'ThinkCentre neo 50a 24 Gen 4',
        price: 22900,
        specs: [['Formato', 'Todo en uno 23.8" FHD'], os()],
      },
      { brand: 'ASUS', model: 'ExpertCenter D7 D700SE', price: 17900, specs: [['Formato', 'Torre'], os()] },
      {
        brand: 'Acer',
        model: 'Veriton X2690G',
        price: 16900,
        specs: [['Formato', 'Small Form Factor'], os()],
      },
      {
        brand: 'Apple',
        model: 'iMac 24 M3',
        price: 41900,
        specs: [['Formato', 'Todo en uno 24" Retina 4.5K'], os('macOS')],
        variants: macVariants,
      },
    ],
  },
  {
    slug: 'tablets',
    noun: 'Tablet',
    group: 'COMPUTO',
    materialGroup: 'MG-TABLET',
    pitch: 'perfecta para clases en línea, lectura, ventas en ruta y entretenimiento en cualquier lugar',
    warranty: '1 año con el fabricante',
    variants: [
      {
        label: 'Wi-Fi 64GB',
        factor: 1,
        specs: [
          ['Almacenamiento', '64GB'],
          ['Conectividad', 'Wi-Fi'],
        ],
      },
      {
        label: 'Wi-Fi 128GB',
        factor: 1.2,
        specs: [
          ['Almacenamiento', '128GB'],
          ['Conectividad', 'Wi-Fi'],
        ],
      },
      {
        label: 'Wi-Fi + LTE 128GB',
        factor: 1.45,
        specs: [
          ['Almacenamiento', '128GB'],
          ['Conectividad', 'Wi-Fi + 4G LTE'],
        ],
      },
    ],
    lines: [
      {
        brand: 'Apple',
        model: 'iPad 10.9 (10.ª generación)',
        price: 11900,
        specs: [screen('10.9', 'Liquid Retina'), ['Procesador', 'Chip A14 Bionic']],
      },
      {
        brand: 'Apple',
        model: 'iPad Air 11 M2',
        price: 19900,
        specs: [screen('11', 'Liquid Retina'), ['Procesador', 'Chip M2']],
      },
      {
        brand: 'Samsung',
        model: 'Galaxy Tab A9+',
        price: 6900,
        specs: [screen('11', '1920x1200 90Hz'), ['Procesador', 'Snapdragon 695']],
      },
      {
        brand: 'Samsung',
        model: 'Galaxy Tab S9 FE',
        price: 12900,
        specs: [screen('10.9', '2304x1440 90Hz'), ['Procesador', 'Exynos 1380'], ['Incluye', 'S Pen']],
      },
      {
        brand: 'Lenovo',
        model: 'Tab M10 Plus 3rd Gen',
        price: 5900,
        specs: [screen('10.6', '2K IPS'), ['Procesador', 'MediaTek Helio G80']],
      },
      {
        brand: 'Lenovo',
        model: 'Tab P12',
        price: 9900,
        specs: [screen('12.7', '3K LTPS'), ['Procesador', 'MediaTek Dimensity 7050']],
      },
      {
        brand: 'Microsoft',
        model: 'Surface Go 4',
        price: 15900,
        specs: [screen('10.5', 'PixelSense táctil'), ['Procesador', 'Intel N200'], os()],
      },
      {
        brand: 'Huawei',
        model: 'MatePad 11.5',
        price: 7900,
        specs: [screen('11.5', '2.2K 120Hz'), ['Procesador', 'Snapdragon 7 Gen 1']],
      },
    ],
  },
  {
    slug: 'accesorios-de-computo',
    noun: '',
    group: 'COMPUTO',
    materialGroup: 'MG-ACCESORIO',
    pitch: 'un complemento práctico para tu estación de trabajo en casa o en la oficina',
    warranty: '6 meses con el fabricante',
    variants: single,
    lines: [
      {
        brand: 'Logitech',
        model: 'Mouse inalámbrico M185',
        price: 390,
        specs: [
          ['Conexión', 'USB 2.4 GHz'],
          ['Batería', 'Hasta 12 meses'],
        ],
      },
      {
        brand: 'Logitech',
        model: 'Mouse MX Master 3S',
        price: 2790,
        specs: [
          ['Conexión', 'Bluetooth / Logi Bolt'],
          ['Sensor', '8000 DPI'],
        ],
      },
      {
        brand: 'Logitech',
        model: 'Teclado inalámbrico K270 Español',
        price: 690,
        specs: [
          ['Distribución', 'Español latinoamericano'],
          ['Conexión', 'USB 2.4 GHz'],
        ],
      },
      {
        brand: 'Logitech',
        model: 'Combo teclado y mouse MK540 Advanced',
        price: 1290,
        specs: [
          ['Distribución', 'Español latinoamericano'],
          ['Conexión', 'Unifying USB'],
        ],
      },
      {
        brand: 'Logitech',
        model: 'Webcam C920s Pro HD 1080p',
        price: 1990,
        specs: [
          ['Resolución', 'Full HD 1080p 30 fps'],
          ['Micrófono', 'Estéreo'],
        ],
      },
      {
        brand: 'Logitech',
        model: 'Audífonos H390 USB',
        price: 990,
        specs: [
          ['Conexión', 'USB-A'],
          ['Micrófono', 'Con cancelación de ruido'],
        ],
      },
      {
        brand: 'Logitech',
        model: 'Parlantes Z313 2.1',
        price: 1490,
        specs: [
          ['Potencia', '25 W RMS'],
          ['Conexión', '3.5 mm'],
        ],
      },
      { brand: 'HP', model: 'Mouse inalámbrico 220', price: 350, specs: [['Conexión', 'USB 2.4 GHz']] },
      {
        brand: 'HP',
        model: 'Mochila Renew Business 15.6"',
        price: 1190,
        specs: [
          ['Capacidad', 'Laptops de hasta 15.6"'],
          ['Material', 'Poliéster reciclado'],
        ],
      },
      {
        brand: 'HP',
        model: 'Docking USB-C G5',
        price: 5490,
        specs: [
          ['Puertos', '2x DisplayPort, HDMI, 4x USB, RJ-45'],
          ['Carga', 'Hasta 100 W'],
        ],
      },
      {
        brand: 'Dell',
        model: 'Monitor P2423H 23.8"',
        price: 5290,
        specs: [screen('23.8'), ['Entradas', 'HDMI, DisplayPort, VGA']],
      },
      {
        brand: 'Dell',
        model: 'Monitor UltraSharp U2724D 27"',
        price: 10900,
        specs: [screen('27', 'QHD 2560x1440 IPS'), ['Entradas', 'HDMI, DisplayPort, USB-C']],
      },
      {
        brand: 'Dell',
        model: 'Teclado y mouse inalámbricos KM3322W',
        price: 890,
        specs: [
          ['Distribución', 'Español'],
          ['Conexión', 'USB 2.4 GHz'],
        ],
      },
      {
        brand: 'LG',
        model: 'Monitor 24MR400-B 24"',
        price: 3290,
        specs: [screen('23.8', 'FHD IPS 100Hz'), ['Entradas', 'HDMI, VGA']],
      },
      {
        brand: 'LG',
        model: 'Monitor UltraGear 27GS60F 27"',
        price: 5990,
        specs: [screen('27', 'FHD IPS 180Hz'), ['Entradas', 'HDMI, DisplayPort']],
      },
      {
        brand: 'Samsung',
        model: 'Monitor Essential S3 24" LS24C310',
        price: 2990,
        specs: [screen('24', 'FHD IPS 75Hz')],
      },
      {
        brand: 'Samsung',
        model: 'SSD 870 EVO 1TB SATA',
        price: 2590,
        specs: [
          ['Capacidad', '1TB'],
          ['Interfaz', 'SATA III 2.5"'],
          ['Lectura', '560 MB/s'],
        ],
      },
      {
        brand: 'Samsung',
        model: 'SSD 990 PRO 1TB NVMe',
        price: 3690,
        specs: [
          ['Capacidad', '1TB'],
          ['Interfaz', 'PCIe 4.0 NVMe M.2'],
          ['Lectura', '7450 MB/s'],
        ],
      },
      {
        brand: 'Kingston',
        model: 'Memoria USB DataTraveler Exodia 64GB',
        price: 190,
        specs: [
          ['Capacidad', '64GB'],
          ['Interfaz', 'USB 3.2'],
        ],
      },
      {
        brand: 'Kingston',
        model: 'SSD NV2 500GB NVMe',
        price: 1190,
        specs: [
          ['Capacidad', '500GB'],
          ['Interfaz', 'PCIe 4.0 NVMe M.2'],
        ],
      },
      {
        brand: 'Kingston',
        model: 'Memoria RAM FURY Beast 16GB DDR4 3200',
        price: 1090,
        specs: [
          ['Capacidad', '16GB'],
          ['Tipo', 'DDR4 3200 MHz DIMM'],
        ],
      },
      {
        brand: 'Kingston',
        model: 'Memoria RAM 8GB DDR4 3200 SODIMM',
        price: 590,
        specs: [
          ['Capacidad', '8GB'],
          ['Tipo', 'DDR4 3200 MHz SODIMM'],
        ],
      },
      {
        brand: 'APC',
        model: 'UPS Back-UPS BX1000M 1000VA',
        price: 3290,
        specs: [
          ['Capacidad', '1000 VA / 600 W'],
          ['Tomas', '6 NEMA 5-15R'],
        ],
      },
      {
        brand: 'APC',
        model: 'UPS Back-UPS BE600M1 600VA',
        price: 2190,
        specs: [
          ['Capacidad', '600 VA / 330 W'],
          ['Tomas', '7 NEMA 5-15R'],
        ],
      },
      {
        brand: 'APC',
        model: 'Regulador de voltaje LE1200 1200VA',
        price: 990,
        specs: [
          ['Capacidad', '1200 VA'],
          ['Tomas', '4'],
        ],
      },
      {
        brand: 'Microsoft',
        model: 'Teclado Bluetooth Designer Compact',
        price: 1690,
        specs: [['Conexión', 'Bluetooth 5.0']],
      },
      {
        brand: 'TP-Link',
        model: 'Adaptador USB Wi-Fi Archer T3U Plus AC1300',
        price: 590,
        specs: [
          ['Velocidad', 'AC1300 doble banda'],
          ['Interfaz', 'USB 3.0'],
        ],
      },
      {
        brand: 'Epson',
        model: 'Proyector PowerLite E20 3LCD',
        price: 11900,
        specs: [
          ['Brillo', '3400 lúmenes'],
          ['Resolución', 'XGA 1024x768'],
        ],
      },
    ],
  },
  {
    slug: 'licencias-de-office-y-antivirus',
    noun: 'Licencia',
    group: 'SOFTWARE',
    materialGroup: 'MG-LICENCIA',
    pitch: 'con entrega electrónica al correo y activación guiada por nuestro equipo técnico',
    warranty: 'vigencia según el plan adquirido',
    variants: [
      { label: '1 año', factor: 1, specs: [['Vigencia', '1 año']] },
      { label: '2 años', factor: 1.8, specs: [['Vigencia', '2 años']] },
    ],
    lines: [
      {
        brand: 'Microsoft',
        model: '365 Personal (1 usuario)',
        price: 1790,
        specs: [
          ['Usuarios', '1'],
          ['Incluye', 'Word, Excel, PowerPoint, Outlook, 1TB OneDrive'],
        ],
      },
      {
        brand: 'Microsoft',
        model: '365 Familia (hasta 6 usuarios)',
        price: 2390,
        specs: [
          ['Usuarios', '6'],
          ['Incluye', 'Word, Excel, PowerPoint, Outlook, 1TB OneDrive por usuario'],
        ],
      },
      {
        brand: 'Microsoft',
        model: '365 Empresa Estándar',
        price: 3290,
        specs: [
          ['Usuarios', '1'],
          ['Incluye', 'Aplicaciones de escritorio, Exchange, Teams, SharePoint'],
        ],
      },
      {
        brand: 'Microsoft',
        model: 'Office Hogar y Empresas 2024 (perpetua)',
        price: 6490,
        specs: [
          ['Usuarios', '1 PC o Mac'],
          ['Tipo', 'Licencia perpetua'],
        ],
        variants: single,
      },
      {
        brand: 'Microsoft',
        model: 'Windows 11 Pro ESD',
        price: 4590,
        specs: [['Tipo', 'Licencia perpetua digital']],
        variants: single,
      },
      {
        brand: 'Kaspersky',
        model: 'Standard (3 dispositivos)',
        price: 890,
        specs: [
          ['Dispositivos', '3'],
          ['Plataformas', 'Windows, macOS, Android, iOS'],
        ],
      },
      {
        brand: 'Kaspersky',
        model: 'Plus (5 dispositivos)',
        price: 1290,
        specs: [
          ['Dispositivos', '5'],
          ['Incluye', 'VPN ilimitada, gestor de contraseñas'],
        ],
      },
      {
        brand: 'Kaspersky',
        model: 'Small Office Security (5 PC + 1 servidor)',
        price: 4390,
        specs: [['Dispositivos', '5 equipos + 1 servidor de archivos']],
      },
      {
        brand: 'ESET',
        model: 'NOD32 Antivirus (1 equipo)',
        price: 690,
        specs: [
          ['Dispositivos', '1'],
          ['Plataformas', 'Windows, macOS'],
        ],
      },
      {
        brand: 'ESET',
        model: 'Internet Security (3 equipos)',
        price: 1190,
        specs: [
          ['Dispositivos', '3'],
          ['Incluye', 'Firewall, banca segura, control parental'],
        ],
      },
      {
        brand: 'ESET',
        model: 'PROTECT Entry (5 equipos)',
        price: 3990,
        specs: [
          ['Dispositivos', '5'],
          ['Gestión', 'Consola en la nube'],
        ],
      },
    ],
  },
  {
    slug: 'servidores',
    noun: 'Servidor',
    group: 'INFRAESTRUCTURA',
    materialGroup: 'MG-SERVIDOR',
    pitch:
      'diseñado para cargas de trabajo empresariales: virtualización, bases de datos, facturación y archivos compartidos',
    warranty: '3 años en sitio con el fabricante',
    variants: [
      {
        label: '16GB RAM 2x 1TB HDD',
        factor: 1,
        specs: [
          ['Memoria RAM', '16GB DDR5 ECC'],
          ['Almacenamiento', '2x 1TB HDD SATA 7.2K'],
        ],
      },
      {
        label: '32GB RAM 2x 960GB SSD',
        factor: 1.35,
        specs: [
          ['Memoria RAM', '32GB DDR5 ECC'],
          ['Almacenamiento', '2x 960GB SSD SATA'],
        ],
      },
      {
        label: '64GB RAM 4x 1.92TB SSD',
        factor: 1.9,
        specs: [
          ['Memoria RAM', '64GB DDR5 ECC'],
          ['Almacenamiento', '4x 1.92TB SSD SAS'],
        ],
      },
    ],
    lines: [
      {
        brand: 'Dell',
        model: 'PowerEdge T150 Intel Xeon E-2314',
        price: 52900,
        specs: [
          ['Formato', 'Torre'],
          ['Procesador', 'Intel Xeon E-2314 4 núcleos'],
        ],
      },
      {
        brand: 'Dell',
        model: 'PowerEdge R360 Intel Xeon E-2434',
        price: 79900,
        specs: [
          ['Formato', 'Rack 1U'],
          ['Procesador', 'Intel Xeon E-2434 4 núcleos'],
        ],
      },
      {
        brand: 'Dell',
        model: 'PowerEdge R660xs Intel Xeon Silver 4410Y',
        price: 139900,
        specs: [
          ['Formato', 'Rack 1U'],
          ['Procesador', 'Intel Xeon Silver 4410Y 12 núcleos'],
        ],
      },
      {
        brand: 'HP',
        model: 'ProLiant ML30 Gen11 Intel Xeon E-2414',
        price: 49900,
        specs: [
          ['Formato', 'Torre'],
          ['Procesador', 'Intel Xeon E-2414 4 núcleos'],
        ],
      },
      {
        brand: 'HP',
        model: 'ProLiant DL20 Gen11 Intel Xeon E-2434',
        price: 74900,
        specs: [
          ['Formato', 'Rack 1U'],
          ['Procesador', 'Intel Xeon E-2434 4 núcleos'],
        ],
      },
      {
        brand: 'HP',
        model: 'ProLiant DL380 Gen11 Intel Xeon Silver 4410Y',
        price: 169900,
        specs: [
          ['Formato', 'Rack 2U'],
          ['Procesador', 'Intel Xeon Silver 4410Y 12 núcleos'],
        ],
      },
      {
        brand: 'Lenovo',
        model: 'ThinkSystem ST50 V2 Intel Xeon E-2324G',
        price: 39900,
        specs: [
          ['Formato', 'Torre'],
          ['Procesador', 'Intel Xeon E-2324G 4 núcleos'],
        ],
      },
    ],
  },
  {
    slug: 'cortafuegos-firewall',
    noun: 'Firewall',
    group: 'REDES',
    materialGroup: 'MG-SEGURIDAD',
    pitch: 'protege la red de tu empresa con inspección de amenazas, VPN para sucursales y filtrado web',
    warranty: '1 año con el fabricante',
    variants: [
      { label: 'solo equipo', factor: 1, specs: [['Licenciamiento', 'Hardware sin suscripción']] },
      {
        label: 'con licencia UTP 1 año',
        factor: 1.55,
        specs: [['Licenciamiento', 'Unified Threat Protection 1 año']],
      },
    ],
    lines: [
      {
        brand: 'Fortinet',
        model: 'FortiGate 40F',
        price: 13900,
        specs: [
          ['Throughput firewall', '5 Gbps'],
          ['Puertos', '5x GE RJ45'],
        ],
      },
      {
        brand: 'Fortinet',
        model: 'FortiGate 60F',
        price: 19900,
        specs: [
          ['Throughput firewall', '10 Gbps'],
          ['Puertos', '10x GE RJ45'],
        ],
      },
      {
        brand: 'Fortinet',
        model: 'FortiGate 80F',
        price: 36900,
        specs: [
          ['Throughput firewall', '10 Gbps'],
          ['Puertos', '8x GE RJ45, 2x SFP'],
        ],
      },
      {
        brand: 'Fortinet',
        model: 'FortiGate 100F',
        price: 79900,
        specs: [
          ['Throughput firewall', '20 Gbps'],
          ['Puertos', '22x GE RJ45, 4x SFP+'],
        ],
      },
      {
        brand: 'Cisco',
        model: 'Meraki MX67',
        price: 21900,
        specs: [
          ['Throughput firewall', '600 Mbps'],
          ['Puertos', '5x GE RJ45'],
        ],
      },
      {
        brand: 'Cisco',
        model: 'Secure Firewall 1010',
        price: 32900,
        specs: [
          ['Throughput firewall', '890 Mbps'],
          ['Puertos', '8x GE RJ45'],
        ],
      },
      {
        brand: 'Ubiquiti',
        model: 'UniFi Cloud Gateway Ultra',
        price: 3290,
        specs: [
          ['Throughput IDS/IPS', '1 Gbps'],
          ['Puertos', '5x GE RJ45'],
        ],
        variants: single,
      },
      {
        brand: 'Ubiquiti',
        model: 'UniFi Dream Machine Pro',
        price: 9490,
        specs: [
          ['Throughput IDS/IPS', '3.5 Gbps'],
          ['Puertos', '8x GE, 2x SFP+'],
        ],
        variants: single,
      },
    ],
  },
  {
    slug: 'switches',
    noun: 'Switch',
    group: 'REDES',
    materialGroup: 'MG-SWITCH',
    pitch:
      'para redes de oficina, bodegas y centros de datos que necesitan estabilidad y administración sencilla',
    warranty: 'de por vida limitada con el fabricante',
    variants: single,
    lines: [
      {
        brand: 'TP-Link',
        model: 'TL-SG1008D 8 puertos Gigabit no administrable',
        price: 590,
        specs: [
          ['Puertos', '8x GE RJ45'],
          ['Administración', 'No administrable'],
        ],
      },
      {
        brand: 'TP-Link',
        model: 'TL-SG1016D 16 puertos Gigabit rack',
        price: 1490,
        specs: [
          ['Puertos', '16x GE RJ45'],
          ['Administración', 'No administrable'],
        ],
      },
      {
        brand: 'TP-Link',
        model: 'Omada SG2210P 8 puertos PoE+ administrable',
        price: 3590,
        specs: [
          ['Puertos', '8x GE PoE+, 2x SFP'],
          ['Presupuesto PoE', '61 W'],
        ],
      },
      {
        brand: 'TP-Link',
        model: 'Omada SG3428 24 puertos L2+ administrable',
        price: 6490,
        specs: [
          ['Puertos', '24x GE, 4x SFP'],
          ['Administración', 'L2+'],
        ],
      },
      {
        brand: 'Cisco',
        model: 'CBS110-8T-D 8 puertos Gigabit',
        price: 1690,
        specs: [
          ['Puertos', '8x GE RJ45'],
          ['Administración', 'No administrable'],
        ],
      },
      {
        brand: 'Cisco',
        model: 'CBS250-24P-4G 24 puertos PoE+',
        price: 14900,
        specs: [
          ['Puertos', '24x GE PoE+, 4x SFP'],
          ['Presupuesto PoE', '195 W'],
        ],
      },
      {
        brand: 'Cisco',
        model: 'Catalyst 1300-48P-4X 48 puertos PoE+',
        price: 42900,
        specs: [
          ['Puertos', '48x GE PoE+, 4x SFP+'],
          ['Presupuesto PoE', '375 W'],
        ],
      },
      {
        brand: 'Aruba',
        model: 'Instant On 1830 24G 24 puertos',
        price: 5490,
        specs: [
          ['Puertos', '24x GE, 2x SFP'],
          ['Administración', 'Inteligente, nube'],
        ],
      },
      {
        brand: 'Aruba',
        model: 'CX 6100 24G Class4 PoE 4SFP+',
        price: 32900,
        specs: [
          ['Puertos', '24x GE PoE+, 4x SFP+'],
          ['Presupuesto PoE', '370 W'],
        ],
      },
      {
        brand: 'Ubiquiti',
        model: 'UniFi Switch Lite 8 PoE',
        price: 2790,
        specs: [
          ['Puertos', '8x GE (4 PoE+)'],
          ['Presupuesto PoE', '52 W'],
        ],
      },
      {
        brand: 'Ubiquiti',
        model: 'UniFi Switch Pro 24 PoE',
        price: 17900,
        specs: [
          ['Puertos', '24x GE PoE+/PoE++, 2x SFP+'],
          ['Presupuesto PoE', '400 W'],
        ],
      },
      {
        brand: 'MikroTik',
        model: 'CRS326-24G-2S+RM',
        price: 5290,
        specs: [
          ['Puertos', '24x GE, 2x SFP+'],
          ['Sistema', 'RouterOS / SwOS'],
        ],
      },
      {
        brand: 'MikroTik',
        model: 'CSS610-8G-2S+IN',
        price: 2490,
        specs: [
          ['Puertos', '8x GE, 2x SFP+'],
          ['Sistema', 'SwOS Lite'],
        ],
      },
      {
        brand: 'Huawei',
        model: 'eKit S110-24T2SR 24 puertos',
        price: 3390,
        specs: [
          ['Puertos', '24x GE, 2x SFP'],
          ['Administración', 'No administrable'],
        ],
      },
    ],
  },
  {
    slug: 'routers',
    noun: 'Router',
    group: 'REDES',
    materialGroup: 'MG-ROUTER',
    pitch: 'para conectar tu hogar, negocio o sucursal con cobertura estable y control del ancho de banda',
    warranty: '1 año con el fabricante',
    variants: single,
    lines: [
      {
        brand: 'TP-Link',
        model: 'Archer C6 AC1200 doble banda',
        price: 1190,
        specs: [
          ['Wi-Fi', 'AC1200 doble banda'],
          ['Puertos', '4x GE LAN, 1x GE WAN'],
        ],
      },
      {
        brand: 'TP-Link',
        model: 'Archer AX55 Wi-Fi 6 AX3000',
        price: 2290,
        specs: [
          ['Wi-Fi', 'Wi-Fi 6 AX3000'],
          ['Puertos', '4x GE LAN, 1x GE WAN'],
        ],
      },
      {
        brand: 'TP-Link',
        model: 'Deco X20 Wi-Fi 6 Mesh (paquete de 3)',
        price: 4990,
        specs: [
          ['Wi-Fi', 'Wi-Fi 6 AX1800 Mesh'],
          ['Cobertura', 'Hasta 550 m²'],
        ],
      },
      {
        brand: 'TP-Link',
        model: 'ER605 Omada VPN multi-WAN',
        price: 1690,
        specs: [
          ['WAN', 'Hasta 4 puertos WAN'],
          ['VPN', 'IPsec, OpenVPN, L2TP'],
        ],
      },
      {
        brand: 'MikroTik',
        model: 'hAP ax2',
        price: 2390,
        specs: [
          ['Wi-Fi', 'Wi-Fi 6 AX1800'],
          ['Sistema', 'RouterOS v7'],
        ],
      },
      {
        brand: 'MikroTik',
        model: 'RB5009UG+S+IN',
        price: 5490,
        specs: [
          ['Puertos', '7x GE, 1x 2.5GE, 1x SFP+'],
          ['Sistema', 'RouterOS v7'],
        ],
      },
      {
        brand: 'MikroTik',
        model: 'CCR2004-16G-2S+',
        price: 13900,
        specs: [
          ['Puertos', '16x GE, 2x SFP+'],
          ['Uso', 'ISP y empresa'],
        ],
      },
      {
        brand: 'Cisco',
        model: 'C1111-4P ISR 1100',
        price: 21900,
        specs: [
          ['Puertos', '4x GE LAN, 2x WAN'],
          ['VPN', 'IPsec, DMVPN'],
        ],
      },
      {
        brand: 'Cisco',
        model: 'RV340 doble WAN',
        price: 5990,
        specs: [
          ['WAN', '2x GE WAN'],
          ['VPN', 'IPsec, SSL VPN'],
        ],
      },
      {
        brand: 'Ubiquiti',
        model: 'EdgeRouter X ER-X',
        price: 1590,
        specs: [
          ['Puertos', '5x GE'],
          ['Sistema', 'EdgeOS'],
        ],
      },
      {
        brand: 'Huawei',
        model: 'WiFi AX3 Dual-core',
        price: 1790,
        specs: [
          ['Wi-Fi', 'Wi-Fi 6 AX3000'],
          ['Puertos', '3x GE LAN, 1x GE WAN'],
        ],
      },
      {
        brand: 'ASUS',
        model: 'RT-AX58U Wi-Fi 6 AX3000',
        price: 3490,
        specs: [
          ['Wi-Fi', 'Wi-Fi 6 AX3000'],
          ['Puertos', '4x GE LAN, 1x GE WAN'],
        ],
      },
    ],
  },
  {
    slug: 'access-point',
    noun: 'Access Point',
    group: 'REDES',
    materialGroup: 'MG-WIFI',
    pitch:
      'lleva Wi-Fi confiable a oficinas, hoteles, restaurantes y centros educativos con gestión centralizada',
    warranty: '1 año con el fabricante',
    variants: single,
    lines: [
      {
        brand: 'Ubiquiti',
        model: 'UniFi U6 Lite',
        price: 2690,
        specs: [
          ['Wi-Fi', 'Wi-Fi 6 AX1500'],
          ['Alimentación', 'PoE 802.3af'],
        ],
      },
      {
        brand: 'Ubiquiti',
        model: 'UniFi U6 Pro',
        price: 4290,
        specs: [
          ['Wi-Fi', 'Wi-Fi 6 AX5300'],
          ['Alimentación', 'PoE 802.3at'],
        ],
      },
      {
        brand: 'Ubiquiti',
        model: 'UniFi U6 Mesh exterior',
        price: 4990,
        specs: [
          ['Wi-Fi', 'Wi-Fi 6 AX5300'],
          ['Instalación', 'Interior/exterior IP55'],
        ],
      },
      {
        brand: 'Ubiquiti',
        model: 'UniFi U7 Pro Wi-Fi 7',
        price: 5490,
        specs: [
          ['Wi-Fi', 'Wi-Fi 7 tribanda 6 GHz'],
          ['Alimentación', 'PoE+'],
        ],
      },
      {
        brand: 'TP-Link',
        model: 'Omada EAP225 AC1350 techo',
        price: 1890,
        specs: [
          ['Wi-Fi', 'AC1350 doble banda'],
          ['Alimentación', 'PoE 802.3af'],
        ],
      },
      {
        brand: 'TP-Link',
        model: 'Omada EAP650 Wi-Fi 6 AX3000',
        price: 3290,
        specs: [
          ['Wi-Fi', 'Wi-Fi 6 AX3000'],
          ['Alimentación', 'PoE 802.3at'],
        ],
      },
      {
        brand: 'TP-Link',
        model: 'Omada EAP610-Outdoor AX1800',
        price: 3590,
        specs: [
          ['Wi-Fi', 'Wi-Fi 6 AX1800'],
          ['Instalación', 'Exterior IP67'],
        ],
      },
      {
        brand: 'Aruba',
        model: 'Instant On AP22 Wi-Fi 6',
        price: 3690,
        specs: [
          ['Wi-Fi', 'Wi-Fi 6 AX1800'],
          ['Gestión', 'App y nube sin costo'],
        ],
      },
      {
        brand: 'Aruba',
        model: 'AP-515 Wi-Fi 6 campus',
        price: 14900,
        specs: [
          ['Wi-Fi', 'Wi-Fi 6 AX5400'],
          ['Gestión', 'Controladora o Aruba Central'],
        ],
      },
      {
        brand: 'Cisco',
        model: 'Meraki MR36',
        price: 16900,
        specs: [
          ['Wi-Fi', 'Wi-Fi 6 AX3000'],
          ['Gestión', 'Meraki Dashboard'],
        ],
      },
      {
        brand: 'MikroTik',
        model: 'cAP ax',
        price: 2390,
        specs: [
          ['Wi-Fi', 'Wi-Fi 6 AX1800'],
          ['Sistema', 'RouterOS v7'],
        ],
      },
      {
        brand: 'Huawei',
        model: 'AirEngine 5761-11',
        price: 6990,
        specs: [
          ['Wi-Fi', 'Wi-Fi 6 AX3000'],
          ['Alimentación', 'PoE 802.3at'],
        ],
      },
    ],
  },
  {
    slug: 'senalizacion-digital-de-interiores',
    noun: 'Pantalla de señalización',
    group: 'SENALIZACION',
    materialGroup: 'MG-SENAL',
    pitch: 'muestra menús, promociones y avisos en tiendas, bancos, restaurantes y salas de espera',
    warranty: '2 años con el fabricante',
    variants: [
      { label: '43"', factor: 1, specs: [['Tamaño', '43"']] },
      { label: '55"', factor: 1.45, specs: [['Tamaño', '55"']] },
      { label: '65"', factor: 2.05, specs: [['Tamaño', '65"']] },
    ],
    lines: [
      {
        brand: 'Samsung',
        model: 'Smart Signage QMC 4K',
        price: 21900,
        specs: [
          ['Resolución', '4K UHD'],
          ['Brillo', '500 nits'],
          ['Operación', '16/7'],
        ],
      },
      {
        brand: 'Samsung',
        model: 'Smart Signage QBC 4K',
        price: 17900,
        specs: [
          ['Resolución', '4K UHD'],
          ['Brillo', '350 nits'],
          ['Operación', '16/7'],
        ],
      },
      {
        brand: 'LG',
        model: 'UH5N-E 4K 24/7',
        price: 25900,
        specs: [
          ['Resolución', '4K UHD'],
          ['Brillo', '500 nits'],
          ['Operación', '24/7'],
        ],
      },
      {
        brand: 'LG',
        model: 'UR640S webOS Signage',
        price: 16900,
        specs: [
          ['Resolución', '4K UHD'],
          ['Brillo', '300 nits'],
          ['Operación', '16/7'],
        ],
      },
      {
        brand: 'ViewSonic',
        model: 'CDE30 4K Presentation Display',
        price: 15900,
        specs: [
          ['Resolución', '4K UHD'],
          ['Brillo', '350 nits'],
          ['Operación', '16/7'],
        ],
      },
    ],
  },
  {
    slug: 'sistemas-de-videoconferencia',
    noun: 'Sistema de videoconferencia',
    group: 'SENALIZACION',
    materialGroup: 'MG-VIDEOCONF',
    pitch: 'equipa salas de reuniones para Microsoft Teams y Zoom con audio y video profesional',
    warranty: '2 años con el fabricante',
    variants: single,
    lines: [
      {
        brand: 'Logitech',
        model: 'MeetUp cámara ConferenceCam 4K',
        price: 21900,
        specs: [
          ['Cámara', '4K Ultra HD 120° de campo'],
          ['Sala', 'Pequeña, hasta 6 personas'],
        ],
      },
      {
        brand: 'Logitech',
        model: 'Rally Bar Mini',
        price: 64900,
        specs: [
          ['Cámara', '4K con encuadre automático RightSight'],
          ['Sala', 'Pequeña y mediana'],
        ],
      },
      {
        brand: 'Logitech',
        model: 'Rally Plus kit',
        price: 119900,
        specs: [
          ['Cámara', '4K PTZ 15x zoom'],
          ['Sala', 'Grande, hasta 46 personas'],
        ],
      },
      {
        brand: 'Logitech',
        model: 'ConferenceCam Connect',
        price: 9990,
        specs: [
          ['Cámara', 'Full HD 1080p'],
          ['Sala', 'Huddle, hasta 6 personas'],
        ],
      },
      {
        brand: 'Poly',
        model: 'Studio X30',
        price: 59900,
        specs: [
          ['Cámara', '4K 120° con seguimiento'],
          ['Sala', 'Pequeña'],
        ],
      },
      {
        brand: 'Poly',
        model: 'Studio P15 barra USB',
        price: 14900,
        specs: [
          ['Cámara', '4K escritorio'],
          ['Uso', 'Personal'],
        ],
      },
      {
        brand: 'Poly',
        model: 'Sync 20 altavoz manos libres',
        price: 4590,
        specs: [
          ['Conexión', 'USB y Bluetooth'],
          ['Uso', 'Personal o huddle'],
        ],
      },
      {
        brand: 'Yealink',
        model: 'MeetingBar A20 Teams',
        price: 49900,
        specs: [
          ['Cámara', '4K 20 MP 133°'],
          ['Sala', 'Pequeña'],
        ],
      },
      {
        brand: 'Yealink',
        model: 'UVC40 BYOD',
        price: 17900,
        specs: [
          ['Cámara', '4K 20 MP con encuadre automático'],
          ['Conexión', 'USB'],
        ],
      },
      {
        brand: 'Yealink',
        model: 'CP900 altavoz USB',
        price: 3590,
        specs: [
          ['Conexión', 'USB y Bluetooth'],
          ['Alcance', '3 metros'],
        ],
      },
    ],
  },
  {
    slug: 'pizarras-interactivas',
    noun: 'Pizarra interactiva',
    group: 'SENALIZACION',
    materialGroup: 'MG-PIZARRA',
    pitch: 'transforma aulas y salas de juntas con escritura táctil, anotaciones y colaboración inalámbrica',
    warranty: '3 años con el fabricante',
    variants: [
      { label: '65"', factor: 1, specs: [['Tamaño', '65"']] },
      { label: '75"', factor: 1.3, specs: [['Tamaño', '75"']] },
      { label: '86"', factor: 1.75, specs: [['Tamaño', '86"']] },
    ],
    lines: [
      {
        brand: 'ViewSonic',
        model: 'ViewBoard IFP52 4K',
        price: 42900,
        specs: [
          ['Táctil', '40 puntos'],
          ['Sistema', 'Android 13'],
        ],
      },
      {
        brand: 'ViewSonic',
        model: 'ViewBoard IFP33 4K',
        price: 36900,
        specs: [
          ['Táctil', '20 puntos'],
          ['Sistema', 'Android 11'],
        ],
      },
      {
        brand: 'Samsung',
        model: 'Interactive Display WAD 4K',
        price: 49900,
        specs: [
          ['Táctil', '20 puntos'],
          ['Sistema', 'Tizen / Android'],
        ],
      },
      {
        brand: 'LG',
        model: 'CreateBoard TR3DK 4K',
        price: 44900,
        specs: [
          ['Táctil', '40 puntos'],
          ['Sistema', 'Android 11'],
        ],
      },
    ],
  },
  {
    slug: 'impresoras-multifuncionales',
    noun: 'Impresora multifuncional',
    group: 'IMPRESION',
    materialGroup: 'MG-IMPRESORA',
    pitch: 'imprime, copia y escanea con bajo costo por página para hogares, escuelas y pequeñas empresas',
    warranty: '1 año con el fabricante',
    variants: single,
    lines: [
      {
        brand: 'Epson',
        model: 'EcoTank L3250 Wi-Fi',
        price: 4990,
        specs: [
          ['Tecnología', 'Tanque de tinta'],
          ['Funciones', 'Imprime, copia, escanea'],
          ['Conectividad', 'Wi-Fi, USB'],
        ],
      },
      {
        brand: 'Epson',
        model: 'EcoTank L5590 con fax y ADF',
        price: 8490,
        specs: [
          ['Tecnología', 'Tanque de tinta'],
          ['Funciones', 'Imprime, copia, escanea, fax'],
          ['Conectividad', 'Wi-Fi, Ethernet, USB'],
        ],
      },
      {
        brand: 'Epson',
        model: 'EcoTank L6270 dúplex',
        price: 9990,
        specs: [
          ['Tecnología', 'Tanque de tinta'],
          ['Dúplex', 'Automático'],
          ['Conectividad', 'Wi-Fi, Ethernet'],
        ],
      },
      {
        brand: 'Epson',
        model: 'EcoTank L8180 fotográfica A3+',
        price: 21900,
        specs: [
          ['Tecnología', 'Tanque de tinta 6 colores'],
          ['Tamaño máximo', 'A3+'],
        ],
      },
      {
        brand: 'Canon',
        model: 'PIXMA G3170 Wi-Fi',
        price: 4690,
        specs: [
          ['Tecnología', 'Tanque de tinta'],
          ['Conectividad', 'Wi-Fi, USB'],
        ],
      },
      {
        brand: 'Canon',
        model: 'PIXMA G6010 dúplex',
        price: 7990,
        specs: [
          ['Tecnología', 'Tanque de tinta'],
          ['Dúplex', 'Automático'],
        ],
      },
      {
        brand: 'Canon',
        model: 'imageCLASS MF275dw láser',
        price: 7490,
        specs: [
          ['Tecnología', 'Láser monocromática'],
          ['Velocidad', '30 ppm'],
        ],
      },
      {
        brand: 'HP',
        model: 'Smart Tank 580 Wi-Fi',
        price: 4990,
        specs: [
          ['Tecnología', 'Tanque de tinta'],
          ['Conectividad', 'Wi-Fi, Bluetooth'],
        ],
      },
      {
        brand: 'HP',
        model: 'LaserJet Pro MFP 4103fdw',
        price: 16900,
        specs: [
          ['Tecnología', 'Láser monocromática'],
          ['Velocidad', '40 ppm'],
          ['Dúplex', 'Automático'],
        ],
      },
      {
        brand: 'HP',
        model: 'Color LaserJet Pro MFP 3303fdw',
        price: 19900,
        specs: [
          ['Tecnología', 'Láser a color'],
          ['Velocidad', '25 ppm'],
        ],
      },
      {
        brand: 'Brother',
        model: 'DCP-T520W InkBenefit',
        price: 4590,
        specs: [
          ['Tecnología', 'Tanque de tinta'],
          ['Conectividad', 'Wi-Fi, USB'],
        ],
      },
      {
        brand: 'Brother',
        model: 'MFC-L2750DW láser',
        price: 8990,
        specs: [
          ['Tecnología', 'Láser monocromática'],
          ['Velocidad', '36 ppm'],
          ['Dúplex', 'Automático'],
        ],
      },
      {
        brand: 'Brother',
        model: 'MFC-T4500DW A3 InkBenefit',
        price: 17900,
        specs: [
          ['Tecnología', 'Tanque de tinta'],
          ['Tamaño máximo', 'A3'],
        ],
      },
    ],
  },
  {
    slug: 'tintas',
    noun: '',
    group: 'IMPRESION',
    materialGroup: 'MG-CONSUMIBLE',
    pitch: 'consumible original que cuida el cabezal de tu impresora y rinde cada página',
    warranty: 'garantía de originalidad del fabricante',
    variants: single,
    lines: [
      {
        brand: 'Epson',
        model: 'Botella de tinta T544 negro 65 ml',
        price: 290,
        specs: [
          ['Color', 'Negro'],
          ['Rendimiento', '4500 páginas'],
          ['Compatible', 'EcoTank L1110, L3110, L3150, L3250'],
        ],
      },
      {
        brand: 'Epson',
        model: 'Botella de tinta T544 cian 65 ml',
        price: 290,
        specs: [
          ['Color', 'Cian'],
          ['Rendimiento', '7500 páginas'],
          ['Compatible', 'EcoTank L3110, L3150, L3250'],
        ],
      },
      {
        brand: 'Epson',
        model: 'Botella de tinta T544 magenta 65 ml',
        price: 290,
        specs: [
          ['Color', 'Magenta'],
          ['Rendimiento', '7500 páginas'],
          ['Compatible', 'EcoTank L3110, L3150, L3250'],
        ],
      },
      {
        brand: 'Epson',
        model: 'Botella de tinta T544 amarillo 65 ml',
        price: 290,
        specs: [
          ['Color', 'Amarillo'],
          ['Rendimiento', '7500 páginas'],
          ['Compatible', 'EcoTank L3110, L3150, L3250'],
        ],
      },
      {
        brand: 'Epson',
        model: 'Botella de tinta T504 negro 127 ml',
        price: 390,
        specs: [
          ['Color', 'Negro'],
          ['Rendimiento', '7500 páginas'],
          ['Compatible', 'EcoTank L4150, L6171'],
        ],
      },
      {
        brand: 'Canon',
        model: 'Botella de tinta GI-190 negro 135 ml',
        price: 320,
        specs: [
          ['Color', 'Negro'],
          ['Rendimiento', '6000 páginas'],
          ['Compatible', 'PIXMA G2110, G3110, G4110'],
        ],
      },
      {
        brand: 'Canon',
        model: 'Botella de tinta GI-190 cian 70 ml',
        price: 320,
        specs: [
          ['Color', 'Cian'],
          ['Rendimiento', '7000 páginas'],
        ],
      },
      {
        brand: 'Canon',
        model: 'Cartucho PG-145 negro',
        price: 490,
        specs: [
          ['Color', 'Negro'],
          ['Rendimiento', '180 páginas'],
        ],
      },
      {
        brand: 'Canon',
        model: 'Tóner 047 negro',
        price: 1490,
        specs: [
          ['Color', 'Negro'],
          ['Rendimiento', '1600 páginas'],
        ],
      },
      {
        brand: 'HP',
        model: 'Cartucho 664 negro original',
        price: 390,
        specs: [
          ['Color', 'Negro'],
          ['Rendimiento', '120 páginas'],
          ['Compatible', 'DeskJet Ink Advantage 2135, 3635'],
        ],
      },
      {
        brand: 'HP',
        model: 'Cartucho 664 tricolor original',
        price: 420,
        specs: [
          ['Color', 'Tricolor'],
          ['Rendimiento', '100 páginas'],
        ],
      },
      {
        brand: 'HP',
        model: 'Botella de tinta GT53 negro 90 ml',
        price: 330,
        specs: [
          ['Color', 'Negro'],
          ['Rendimiento', '4000 páginas'],
        ],
      },
      {
        brand: 'HP',
        model: 'Tóner 105A negro W1105A',
        price: 1390,
        specs: [
          ['Color', 'Negro'],
          ['Rendimiento', '1000 páginas'],
        ],
      },
      {
        brand: 'HP',
        model: 'Tóner 58A negro CF258A',
        price: 3290,
        specs: [
          ['Color', 'Negro'],
          ['Rendimiento', '3000 páginas'],
        ],
      },
      {
        brand: 'Brother',
        model: 'Botella de tinta BTD60BK negro',
        price: 350,
        specs: [
          ['Color', 'Negro'],
          ['Rendimiento', '6500 páginas'],
        ],
      },
      {
        brand: 'Brother',
        model: 'Tóner TN-2370 negro',
        price: 1990,
        specs: [
          ['Color', 'Negro'],
          ['Rendimiento', '2600 páginas'],
        ],
      },
    ],
  },
  {
    slug: 'solar',
    noun: '',
    group: 'ENERGIA',
    materialGroup: 'MG-SOLAR',
    pitch: 'reduce tu factura de energía y asegura respaldo ante cortes del servicio eléctrico',
    warranty: 'según fabricante (paneles con 12 años de producto y 25 de rendimiento)',
    variants: single,
    lines: [
      {
        brand: 'JA Solar',
        model: 'Panel solar 550W monocristalino JAM72S30',
        price: 3490,
        specs: [
          ['Potencia', '550 W'],
          ['Tecnología', 'Monocristalino PERC half-cell'],
          ['Eficiencia', '21.3%'],
        ],
      },
      {
        brand: 'JA Solar',
        model: 'Panel solar 455W monocristalino JAM60S20',
        price: 2990,
        specs: [
          ['Potencia', '455 W'],
          ['Eficiencia', '20.9%'],
        ],
      },
      {
        brand: 'JA Solar',
        model: 'Panel solar 580W bifacial DeepBlue 4.0',
        price: 3990,
        specs: [
          ['Potencia', '580 W'],
          ['Tecnología', 'Bifacial tipo N'],
        ],
      },
      {
        brand: 'Huawei',
        model: 'Panel solar 450W monocristalino',
        price: 2890,
        specs: [['Potencia', '450 W']],
      },
      {
        brand: 'Growatt',
        model: 'Inversor híbrido SPF 5000ES 5kW',
        price: 24900,
        specs: [
          ['Potencia', '5 kW'],
          ['Tipo', 'Híbrido off-grid'],
          ['Batería', '48 V'],
        ],
      },
      {
        brand: 'Growatt',
        model: 'Inversor de red MIN 3000TL-X 3kW',
        price: 16900,
        specs: [
          ['Potencia', '3 kW'],
          ['Tipo', 'Conexión a red'],
          ['MPPT', '2'],
        ],
      },
      {
        brand: 'Growatt',
        model: 'Inversor de red MOD 10KTL3-X 10kW trifásico',
        price: 46900,
        specs: [
          ['Potencia', '10 kW'],
          ['Tipo', 'Conexión a red trifásico'],
        ],
      },
      {
        brand: 'Growatt',
        model: 'Batería de litio ARK 2.5H-A1 2.56kWh',
        price: 32900,
        specs: [
          ['Capacidad', '2.56 kWh'],
          ['Química', 'LiFePO4'],
        ],
      },
      {
        brand: 'Huawei',
        model: 'Inversor SUN2000-5KTL-L1 5kW',
        price: 31900,
        specs: [
          ['Potencia', '5 kW'],
          ['Tipo', 'Híbrido conexión a red'],
        ],
      },
      {
        brand: 'Huawei',
        model: 'Batería LUNA2000-5-S0 5kWh',
        price: 79900,
        specs: [
          ['Capacidad', '5 kWh'],
          ['Química', 'LiFePO4'],
        ],
      },
      {
        brand: 'APC',
        model: 'UPS Smart-UPS SMT1500 1500VA',
        price: 17900,
        specs: [
          ['Capacidad', '1500 VA / 1000 W'],
          ['Forma de onda', 'Senoidal pura'],
        ],
      },
      {
        brand: 'Growatt',
        model: 'Kit solar residencial 3kW con 6 paneles',
        price: 69900,
        specs: [
          ['Incluye', 'Inversor 3 kW, 6 paneles 550 W, estructura y cableado'],
          ['Producción estimada', '390 kWh/mes'],
        ],
      },
    ],
  },
];
