/**
 * Honduras' 18 departments and 298 municipalities with their official codes: two digits for
 * the department, four for the municipality, the same scheme as the first four digits of the
 * identity number (DNI). Codes and names follow INE / SINIT (OCHA cod-ab-hnd) as confirmed by
 * the Secretaría de Gobernación, Justicia y Descentralización; 0820 is Cantarranas since
 * Decreto 94-2011 (formerly San Juan de Flores).
 */
export interface DepartmentData {
  code: string;
  name: string;
  /** The department's default shipping zone (see SHIPPING_ZONES). */
  zone: ShippingZoneKey;
  /** Municipalities in code order: index 0 is `${code}01`. */
  municipalities: readonly string[];
}

export type ShippingZoneKey =
  | 'distrito-central'
  | 'valle-de-sula'
  | 'central'
  | 'norte'
  | 'occidente'
  | 'sur'
  | 'oriente'
  | 'mosquitia'
  | 'islas';

export interface ShippingZoneData {
  key: ShippingZoneKey;
  name: string;
  /** Home delivery per order, HNL with ISV. */
  cost: number;
  /** Orders at or above this subtotal ship free; null: never free. */
  freeFrom: number | null;
  deliveryDays: number;
}

/**
 * Costs in line with the shipping policy page (free over L 5,000 in Tegucigalpa and San Pedro
 * Sula, from L 150 elsewhere, 4 to 7 days for rural areas and the Bay Islands). La Mosquitia
 * has no road link: parcels go by air or boat from La Ceiba, hence the price.
 */
export const SHIPPING_ZONES: readonly ShippingZoneData[] = [
  {
    key: 'distrito-central',
    name: 'Distrito Central (Tegucigalpa y Comayagüela)',
    cost: 100,
    freeFrom: 5000,
    deliveryDays: 2,
  },
  { key: 'valle-de-sula', name: 'Valle de Sula', cost: 120, freeFrom: 5000, deliveryDays: 2 },
  { key: 'central', name: 'Zona central', cost: 150, freeFrom: 12000, deliveryDays: 3 },
  { key: 'norte', name: 'Litoral atlántico y zona norte', cost: 180, freeFrom: 12000, deliveryDays: 3 },
  { key: 'occidente', name: 'Zona occidental', cost: 200, freeFrom: 15000, deliveryDays: 4 },
  { key: 'sur', name: 'Zona sur', cost: 170, freeFrom: 12000, deliveryDays: 3 },
  { key: 'oriente', name: 'Zona oriental', cost: 190, freeFrom: 15000, deliveryDays: 4 },
  { key: 'islas', name: 'Islas de la Bahía', cost: 450, freeFrom: null, deliveryDays: 5 },
  { key: 'mosquitia', name: 'La Mosquitia', cost: 650, freeFrom: null, deliveryDays: 7 },
];

/**
 * Municipalities whose zone differs from their department's: the capital district and the
 * Sula valley metropolitan area (El Progreso, in Yoro, belongs to it).
 */
export const ZONE_OVERRIDES: Readonly<Record<string, ShippingZoneKey>> = {
  '0801': 'distrito-central',
  '0501': 'valle-de-sula', // San Pedro Sula
  '0502': 'valle-de-sula', // Choloma
  '0503': 'valle-de-sula', // Omoa
  '0504': 'valle-de-sula', // Pimienta
  '0505': 'valle-de-sula', // Potrerillos
  '0506': 'valle-de-sula', // Puerto Cortés
  '0509': 'valle-de-sula', // San Manuel
  '0511': 'valle-de-sula', // Villanueva
  '0512': 'valle-de-sula', // La Lima
  '1804': 'valle-de-sula', // El Progreso
};

export const COUNTRY = { name: 'Honduras', code: 'HN' } as const;

export const DEPARTMENTS: readonly DepartmentData[] = [
  {
    code: '01',
    name: 'Atlántida',
    zone: 'norte',
    municipalities: [
      'La Ceiba',
      'El Porvenir',
      'Esparta',
      'Jutiapa',
      'La Masica',
      'San Francisco',
      'Tela',
      'Arizona',
    ],
  },
  {
    code: '02',
    name: 'Colón',
    zone: 'norte',
    municipalities: [
      'Trujillo',
      'Balfate',
      'Iriona',
      'Limón',
      'Sabá',
      'Santa Fe',
      'Santa Rosa de Aguán',
      'Sonaguera',
      'Tocoa',
      'Bonito Oriental',
    ],
  },
  {
    code: '03',
    name: 'Comayagua',
    zone: 'central',
    municipalities: [
      'Comayagua',
      'Ajuterique',
      'El Rosario',
      'Esquías',
      'Humuya',
      'La Libertad',
      'Lamaní',
      'La Trinidad',
      'Lejamaní',
      'Meámbar',
      'Minas de Oro',
      'Ojos de Agua',
      'San Jerónimo',
      'San José de Comayagua',
      'San José del Potrero',
      'San Luis',
      'San Sebastián',
      'Siguatepeque',
      'Villa de San Antonio',
      'Las Lajas',
      'Taulabé',
    ],
  },
  {
    code: '04',
    name: 'Copán',
    zone: 'occidente',
    municipalities: [
      'Santa Rosa de Copán',
      'Cabañas',
      'Concepción',
      'Copán Ruinas',
      'Corquín',
      'Cucuyagua',
      'Dolores',
      'Dulce Nombre',
      'El Paraíso',
      'Florida',
      'La Jigua',
      'La Unión',
      'Nueva Arcadia',
      'San Agustín',
      'San Antonio',
      'San Jerónimo',
      'San José',
      'San Juan de Opoa',
      'San Nicolás',
      'San Pedro',
      'Santa Rita',
      'Trinidad de Copán',
      'Veracruz',
    ],
  },
  {
    code: '05',
    name: 'Cortés',
    zone: 'norte',
    municipalities: [
      'San Pedro Sula',
      'Choloma',
      'Omoa',
      'Pimienta',
      'Potrerillos',
      'Puerto Cortés',
      'San Antonio de Cortés',
      'San Francisco de Yojoa',
      'San Manuel',
      'Santa Cruz de Yojoa',
      'Villanueva',
      'La Lima',
    ],
  },
  {
    code: '06',
    name: 'Choluteca',
    zone: 'sur',
    municipalities: [
      'Choluteca',
      'Apacilagua',
      'Concepción de María',
      'Duyure',
      'El Corpus',
      'El Triunfo',
      'Marcovia',
      'Morolica',
      'Namasigüe',
      'Orocuina',
      'Pespire',
      'San Antonio de Flores',
      'San Isidro',
      'San José',
      'San Marcos de Colón',
      'Santa Ana de Yusguare',
    ],
  },
  {
    code: '07',
    name: 'El Paraíso',
    zone: 'oriente',
    municipalities: [
      'Yuscarán',
      'Alauca',
      'Danlí',
      'El Paraíso',
      'Güinope',
      'Jacaleapa',
      'Liure',
      'Morocelí',
      'Oropolí',
      'Potrerillos',
      'San Antonio de Flores',
      'San Lucas',
      'San Matías',
      'Soledad',
      'Teupasenti',
      'Texiguat',
      'Vado Ancho',
      'Yauyupe',
      'Trojes',
    ],
  },
  {
    code: '08',
    name: 'Francisco Morazán',
    zone: 'central',
    municipalities: [
      'Distrito Central',
      'Alubarén',
      'Cedros',
      'Curarén',
      'El Porvenir',
      'Guaimaca',
      'La Libertad',
      'La Venta',
      'Lepaterique',
      'Maraita',
      'Marale',
      'Nueva Armenia',
      'Ojojona',
      'Orica',
      'Reitoca',
      'Sabanagrande',
      'San Antonio de Oriente',
      'San Buenaventura',
      'San Ignacio',
      'Cantarranas',
      'San Miguelito',
      'Santa Ana',
      'Santa Lucía',
      'Talanga',
      'Tatumbla',
      'Valle de Ángeles',
      'Villa de San Francisco',
      'Vallecillo',
    ],
  },
  {
    code: '09',
    name: 'Gracias a Dios',
    zone: 'mosquitia',
    municipalities: [
      'Puerto Lempira',
      'Brus Laguna',
      'Ahuas',
      'Juan Francisco Bulnes',
      'Ramón Villeda Morales',
      'Wampusirpi',
    ],
  },
  {
    code: '10',
    name: 'Intibucá',
    zone: 'occidente',
    municipalities: [
      'La Esperanza',
      'Camasca',
      'Colomoncagua',
      'Concepción',
      'Dolores',
      'Intibucá',
      'Jesús de Otoro',
      'Magdalena',
      'Masaguara',
      'San Antonio',
      'San Isidro',
      'San Juan',
      'San Marcos de la Sierra',
      'San Miguelito',
      'Santa Lucía',
      'Yamaranguila',
      'San Francisco de Opalaca',
    ],
  },
  {
    code: '11',
    name: 'Islas de la Bahía',
    zone: 'islas',
    municipalities: ['Roatán', 'Guanaja', 'José Santos Guardiola', 'Utila'],
  },
  {
    code: '12',
    name: 'La Paz',
    zone: 'central',
    municipalities: [
      'La Paz',
      'Aguanqueterique',
      'Cabañas',
      'Cane',
      'Chinacla',
      'Guajiquiro',
      'Lauterique',
      'Marcala',
      'Mercedes de Oriente',
      'Opatoro',
      'San Antonio del Norte',
      'San José',
      'San Juan',
      'San Pedro de Tutule',
      'Santa Ana',
      'Santa Elena',
      'Santa María',
      'Santiago de Puringla',
      'Yarula',
    ],
  },
  {
    code: '13',
    name: 'Lempira',
    zone: 'occidente',
    municipalities: [
      'Gracias',
      'Belén',
      'Candelaria',
      'Cololaca',
      'Erandique',
      'Gualcince',
      'Guarita',
      'La Campa',
      'La Iguala',
      'Las Flores',
      'La Unión',
      'La Virtud',
      'Lepaera',
      'Mapulaca',
      'Piraera',
      'San Andrés',
      'San Francisco',
      'San Juan Guarita',
      'San Manuel Colohete',
      'San Rafael',
      'San Sebastián',
      'Santa Cruz',
      'Talgua',
      'Tambla',
      'Tomalá',
      'Valladolid',
      'Virginia',
      'San Marcos de Caiquín',
    ],
  },
  {
    code: '14',
    name: 'Ocotepeque',
    zone: 'occidente',
    municipalities: [
      'Ocotepeque',
      'Belén Gualcho',
      'Concepción',
      'Dolores Merendón',
      'Fraternidad',
      'La Encarnación',
      'La Labor',
      'Lucerna',
      'Mercedes',
      'San Fernando',
      'San Francisco del Valle',
      'San Jorge',
      'San Marcos',
      'Santa Fe',
      'Sensenti',
      'Sinuapa',
    ],
  },
  {
    code: '15',
    name: 'Olancho',
    zone: 'oriente',
    municipalities: [
      'Juticalpa',
      'Campamento',
      'Catacamas',
      'Concordia',
      'Dulce Nombre de Culmí',
      'El Rosario',
      'Esquipulas del Norte',
      'Gualaco',
      'Guarizama',
      'Guata',
      'Guayape',
      'Jano',
      'La Unión',
      'Mangulile',
      'Manto',
      'Salamá',
      'San Esteban',
      'San Francisco de Becerra',
      'San Francisco de la Paz',
      'Santa María del Real',
      'Silca',
      'Yocón',
      'Patuca',
    ],
  },
  {
    code: '16',
    name: 'Santa Bárbara',
    zone: 'occidente',
    municipalities: [
      'Santa Bárbara',
      'Arada',
      'Atima',
      'Azacualpa',
      'Ceguaca',
      'Concepción del Norte',
      'Concepción del Sur',
      'Chinda',
      'El Níspero',
      'Gualala',
      'Ilama',
      'Macuelizo',
      'Naranjito',
      'Nuevo Celilac',
      'Petoa',
      'Protección',
      'Quimistán',
      'San Francisco de Ojuera',
      'San José de Colinas',
      'San Luis',
      'San Marcos',
      'San Nicolás',
      'San Pedro Zacapa',
      'San Vicente Centenario',
      'Santa Rita',
      'Trinidad',
      'Las Vegas',
      'Nueva Frontera',
    ],
  },
  {
    code: '17',
    name: 'Valle',
    zone: 'sur',
    municipalities: [
      'Nacaome',
      'Alianza',
      'Amapala',
      'Aramecina',
      'Caridad',
      'Goascorán',
      'Langue',
      'San Francisco de Coray',
      'San Lorenzo',
    ],
  },
  {
    code: '18',
    name: 'Yoro',
    zone: 'norte',
    municipalities: [
      'Yoro',
      'Arenal',
      'El Negrito',
      'El Progreso',
      'Jocón',
      'Morazán',
      'Olanchito',
      'Santa Rita',
      'Sulaco',
      'Victoria',
      'Yorito',
    ],
  },
];

/** Municipality code: department code plus the two-digit position, e.g. '0801'. */
export function municipalityCode(department: DepartmentData, index: number): string {
  return `${department.code}${String(index + 1).padStart(2, '0')}`;
}
