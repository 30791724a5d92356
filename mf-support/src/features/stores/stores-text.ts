/** The '/ubicanos' page's Spanish copy (issue 16). */
export const STORES_TEXT = {
  title: 'Ubícanos',
  lead: 'Visítanos en nuestras tiendas y oficinas de ventas. Donde dice «Pago en tienda y retiro de pedidos» también puedes pagar tu pedido y recogerlo.',
  loading: 'Cargando tiendas y oficinas…',
  empty: 'Por ahora no tenemos tiendas ni oficinas para mostrar.',
  emptyHelp: 'Si necesitas atención en persona, escríbenos desde',
  contactLink: 'Contáctanos',
  /** The group of stores whose municipality the API does not know. */
  otherPlaces: 'Otras ubicaciones',
  address: 'Dirección',
  hours: 'Horario',
  phone: 'Teléfono',
  email: 'Correo',
  pickup: 'Pago en tienda y retiro de pedidos',
  directions: 'Cómo llegar',
  /** Read after 'Cómo llegar' by screen readers only: which store, and that a new tab opens. */
  directionsDetail: (storeName: string) => ` a ${storeName} (se abre en una pestaña nueva)`,
} as const;
