/**
 * Content pages (mf-support renders them from these blocks). Real, substantive text for the
 * Honduran market: lempiras, ISV 15 %, Tegucigalpa and San Pedro Sula, phones XXXX-XXXX.
 */
import type { ContentBlock } from '@store/contracts';
import type { Queryable } from '../db/db.js';

type PageBlock = ContentBlock;

export interface PageData {
  slug: string;
  title: string;
  updatedAt: string;
  blocks: PageBlock[];
}

const h = (text: string): PageBlock => ({ type: 'heading', text });
const p = (text: string): PageBlock => ({ type: 'paragraph', text });
const list = (...items: string[]): PageBlock => ({ type: 'list', items });

const STORE = 'Tecnología HN';
const PHONE = '2200-4500';
const WHATSAPP = '9450-7788';
const EMAIL = 'servicioalcliente@tecnologiahn.hn';

export const PAGES: readonly PageData[] = [
  {
    slug: 'quienes-somos',
    title: 'Quiénes somos',
    updatedAt: '2026-01-15T09:00:00-06:00',
    blocks: [
      p(
        `${STORE} es una empresa hondureña dedicada a la venta de equipo de cómputo, redes, impresión, señalización digital y energía solar para hogares, pequeñas empresas, instituciones educativas y corporaciones. Desde nuestras tiendas en Tegucigalpa y San Pedro Sula atendemos pedidos de los 18 departamentos del país.`,
      ),
      p(
        'Trabajamos directamente con los fabricantes y sus mayoristas autorizados en la región, por lo que todos nuestros productos son originales, vienen con factura y con la garantía oficial de la marca. Nuestros precios se publican en lempiras e incluyen el Impuesto Sobre Ventas (ISV) del 15 %.',
      ),
      h('Nuestra misión'),
      p(
        'Acercar la tecnología a cada hogar y empresa de Honduras con asesoría honesta, precios justos y un servicio técnico que responde cuando más se necesita.',
      ),
      h('Nuestra visión'),
      p(
        'Ser la tienda de tecnología de referencia en Honduras por la confianza de nuestros clientes, la calidad de nuestro servicio posventa y nuestro compromiso con la comunidad.',
      ),
      h('Lo que nos distingue'),
      list(
        'Asesoría de especialistas certificados por HP, Dell, Lenovo, Cisco, Fortinet, Ubiquiti y Epson.',
        'Servicio técnico propio en Tegucigalpa y San Pedro Sula para diagnóstico, reparación y mantenimiento preventivo.',
        'Compras a crédito con cuotas mensuales en lempiras para clientes aprobados.',
        'Envíos a todo el país y retiro gratuito en tienda.',
        'Proyectos llave en mano de redes, videoconferencia y sistemas solares para empresas.',
      ),
      h('Nuestras tiendas'),
      list(
        'Tegucigalpa: Boulevard Morazán, frente a Torre Metrópolis, local 3. Lunes a viernes de 8:00 a. m. a 6:00 p. m. y sábados de 8:00 a. m. a 12:00 m.',
        'San Pedro Sula: Barrio Los Andes, 10 calle, 11 avenida N.O. Lunes a viernes de 8:00 a. m. a 6:00 p. m. y sábados de 8:00 a. m. a 12:00 m.',
      ),
      p(
        `Llámanos al ${PHONE}, escríbenos por WhatsApp al ${WHATSAPP} o al correo ${EMAIL}. Será un gusto atenderte.`,
      ),
    ],
  },
  {
    slug: 'Responsabilidad-Social_ferema',
    title: 'Responsabilidad social',
    updatedAt: '2026-01-15T09:00:00-06:00',
    blocks: [
      p(
        'Creemos que la tecnología es una herramienta para reducir brechas. Por eso destinamos parte de nuestras utilidades y del tiempo de nuestro equipo a programas que benefician a estudiantes, docentes y comunidades de Honduras.',
      ),
      h('Educación y conectividad'),
      p(
        'Cada año equipamos laboratorios de cómputo en centros educativos públicos de Francisco Morazán, Cortés y Olancho, y capacitamos a docentes en el uso de pizarras interactivas y herramientas de productividad.',
      ),
      list(
        'Donación de computadoras reacondicionadas con garantía de un año a escuelas rurales.',
        'Talleres gratuitos de alfabetización digital para personas adultas en colonias de Tegucigalpa y San Pedro Sula.',
        'Becas de certificación en redes y ciberseguridad para jóvenes de institutos técnicos.',
      ),
      h('Energía limpia'),
      p(
        'Con nuestro programa de energía solar instalamos sistemas fotovoltaicos en centros de salud y escuelas sin acceso estable a la red eléctrica, y ofrecemos financiamiento en lempiras a familias y pequeños negocios que quieren reducir su factura de energía.',
      ),
      h('Reciclaje responsable de equipos'),
      p(
        'Recibimos en nuestras tiendas computadoras, impresoras, cartuchos de tinta, baterías y UPS al final de su vida útil. Los entregamos a gestores autorizados para que sus materiales se recuperen y no terminen en ríos ni rellenos sanitarios.',
      ),
      list(
        'Los cartuchos y botellas de tinta vacíos se reciben en cualquier cantidad.',
        'Las baterías de UPS y de litio se almacenan y transportan según la normativa ambiental vigente.',
        'Por cada equipo entregado para reciclaje te damos un cupón de descuento para tu próxima compra.',
      ),
      h('Nuestro equipo'),
      p(
        'Promovemos el empleo formal, la capacitación continua y la igualdad de oportunidades. Más de la mitad de nuestros técnicos certificados se formaron en nuestro propio programa de pasantías.',
      ),
    ],
  },
  {
    slug: 'politica-de-privacidad',
    title: 'Política de privacidad',
    updatedAt: '2026-01-20T09:00:00-06:00',
    blocks: [
      p(
        `En ${STORE} respetamos tu privacidad. Esta política explica qué datos personales recopilamos cuando visitas nuestra tienda en línea, creas una cuenta o realizas una compra, para qué los usamos y cuáles son tus derechos.`,
      ),
      h('Datos que recopilamos'),
      list(
        'Datos de identificación: nombre, apellido y número de identidad (DNI), necesarios para la factura y para las compras a crédito.',
        'Datos de contacto: correo electrónico, teléfono (formato XXXX-XXXX) y dirección de entrega.',
        'Datos de la compra: productos, montos en lempiras, método de pago y estado del pedido.',
        'Datos técnicos: dirección IP, tipo de navegador y páginas visitadas, con fines de seguridad y estadística.',
      ),
      p(
        'No almacenamos el número completo de tu tarjeta: los pagos con tarjeta se procesan en la pasarela segura del banco adquirente.',
      ),
      h('Para qué usamos tus datos'),
      list(
        'Procesar y entregar tus pedidos, emitir la factura con ISV y gestionar garantías.',
        'Evaluar solicitudes de crédito y administrar tus contratos y cuotas.',
        'Responder a tus consultas de servicio técnico y de atención al cliente.',
        'Enviarte promociones solo si lo aceptas; puedes darte de baja en cualquier momento.',
        'Prevenir fraudes y proteger la seguridad de la tienda.',
      ),
      h('Con quién compartimos tus datos'),
      p(
        'Compartimos únicamente la información indispensable con empresas de mensajería para la entrega, con el banco o procesador de pagos y, en compras a crédito, con las entidades que evalúan el historial crediticio. Nunca vendemos tus datos personales.',
      ),
      h('Tus derechos'),
      p(
        `Puedes solicitar acceso, corrección o eliminación de tus datos escribiendo a ${EMAIL} o llamando al ${PHONE}. Atenderemos tu solicitud en un plazo máximo de 10 días hábiles.`,
      ),
      h('Conservación y seguridad'),
      p(
        'Conservamos tus datos mientras tengas una cuenta activa y durante el tiempo que exige la legislación tributaria y mercantil de Honduras. Las contraseñas se guardan cifradas y el acceso a la información está restringido al personal autorizado.',
      ),
    ],
  },
  {
    slug: 'terminos-y-condiciones',
    title: 'Términos y condiciones',
    updatedAt: '2026-01-20T09:00:00-06:00',
    blocks: [
      p(
        `Al comprar en la tienda en línea de ${STORE} aceptas los siguientes términos y condiciones. Te recomendamos leerlos con atención antes de confirmar tu pedido.`,
      ),
      h('Precios y disponibilidad'),
      list(
        'Todos los precios están expresados en lempiras (HNL) e incluyen el ISV del 15 %.',
        'Los precios y promociones pueden cambiar sin previo aviso; se respeta el precio vigente al confirmar el pedido.',
        'La disponibilidad se confirma al procesar el pago. Si un producto se agota, te ofreceremos un equivalente o el reembolso total.',
        'Las imágenes son ilustrativas; las especificaciones publicadas son las que rigen la venta.',
      ),
      h('Formas de pago'),
      list(
        'Tarjeta de crédito o débito Visa y Mastercard a través de pasarela segura.',
        'Transferencia o depósito bancario; el pedido se procesa al confirmar el pago.',
        'Pago en tienda en Tegucigalpa o San Pedro Sula.',
        'Compra a crédito para clientes con línea aprobada, sujeta a prima, plazo y tasa según la política vigente.',
      ),
      h('Cupones y promociones'),
      p(
        'Los cupones tienen fecha de vencimiento y un número limitado de usos. No son acumulables con otras promociones salvo que se indique lo contrario y no pueden canjearse por dinero en efectivo.',
      ),
      h('Garantía'),
      p(
        'Los productos cuentan con la garantía del fabricante indicada en cada ficha. Para hacerla válida presenta la factura y el producto con sus accesorios. La garantía no cubre daños por golpes, humedad, variaciones de voltaje ni manipulación por terceros.',
      ),
      h('Facturación'),
      p(
        'Emitimos factura electrónica a nombre de la persona o empresa indicada en el pedido. Si necesitas factura con RTN, ingrésalo durante el proceso de compra; no es posible modificarla después de emitida.',
      ),
      h('Jurisdicción'),
      p(
        'Estos términos se rigen por las leyes de la República de Honduras. Cualquier controversia se someterá a los tribunales competentes de Tegucigalpa, Municipio del Distrito Central.',
      ),
    ],
  },
  {
    slug: 'devoluciones-y-cambios',
    title: 'Devoluciones y cambios',
    updatedAt: '2026-01-20T09:00:00-06:00',
    blocks: [
      p(
        'Queremos que estés satisfecho con tu compra. Si el producto no cumple tus expectativas o llegó con algún defecto, puedes solicitar un cambio o una devolución siguiendo estas condiciones.',
      ),
      h('Plazos'),
      list(
        'Cambios por defecto de fábrica: dentro de los primeros 7 días calendario después de recibir el producto.',
        'Devoluciones por insatisfacción: dentro de los primeros 5 días calendario, con el producto sin uso y en su empaque original sellado.',
        'Después de esos plazos aplica la garantía del fabricante a través de nuestro Servicio Técnico.',
      ),
      h('Requisitos'),
      list(
        'Factura original o número de pedido.',
        'Producto completo, con manuales, cables, accesorios y regalos promocionales.',
        'Empaque en buen estado, sin rayones ni etiquetas escritas.',
      ),
      h('Productos sin cambio ni devolución'),
      list(
        'Licencias de software y antivirus una vez entregada la clave de activación.',
        'Tintas, tóneres y consumibles abiertos.',
        'Productos hechos a la medida, como proyectos de energía solar ya instalados.',
      ),
      h('Reembolsos'),
      p(
        'Aprobada la devolución, reembolsamos el monto en lempiras por el mismo medio de pago en un plazo de 5 a 10 días hábiles. En compras a crédito se anula el contrato y se devuelve la prima pagada.',
      ),
      p(
        `Para iniciar un cambio o devolución llama al ${PHONE}, escribe por WhatsApp al ${WHATSAPP} o visita nuestras tiendas en Tegucigalpa y San Pedro Sula.`,
      ),
    ],
  },
  {
    slug: 'politica-de-envios',
    title: 'Política de envíos',
    updatedAt: '2026-01-20T09:00:00-06:00',
    blocks: [
      p(
        'Entregamos en los 18 departamentos de Honduras mediante nuestra flota propia y empresas de mensajería de confianza. El costo de envío se calcula al finalizar la compra según la zona de entrega (el municipio de tu dirección).',
      ),
      h('Tiempos de entrega'),
      list(
        'Tegucigalpa, Comayagüela y San Pedro Sula: 24 a 48 horas hábiles.',
        'Cabeceras departamentales (La Ceiba, Choluteca, Comayagua, Santa Rosa de Copán, Juticalpa, entre otras): 2 a 4 días hábiles.',
        'Zonas rurales e Islas de la Bahía: 4 a 7 días hábiles.',
      ),
      h('Costos'),
      list(
        'Distrito Central: L 100.00; Valle de Sula (San Pedro Sula, Choloma, Villanueva, La Lima y alrededores): L 120.00. Envío gratis en ambas zonas para compras desde L 5,000.00.',
        'Resto del país: de L 150.00 a L 200.00 según la zona, gratis para compras desde L 12,000.00 o L 15,000.00 según la zona.',
        'Islas de la Bahía: L 450.00; La Mosquitia: L 650.00.',
        'Retiro en tienda sin costo; te avisamos por correo o teléfono cuando tu pedido esté listo.',
      ),
      h('Recepción del pedido'),
      p(
        'Al recibir revisa que el empaque esté sellado y sin golpes. Si notas algún daño, anótalo en la guía del mensajero y repórtalo dentro de las 24 horas siguientes. La persona que recibe debe presentar su tarjeta de identidad.',
      ),
      h('Seguimiento'),
      p(
        `Puedes consultar el estado de tu pedido en la sección Mi Pedido con tu número de orden, o comunicarte al ${PHONE}.`,
      ),
      h('Equipos de gran tamaño'),
      p(
        'Servidores, pizarras interactivas, pantallas de señalización y sistemas solares se entregan con cita previa. La instalación y configuración pueden contratarse con nuestro Servicio Técnico.',
      ),
    ],
  },
];

/**
 * The content pages by slug: a new version replaces their title, blocks and date (pages are
 * not edited through the API, so the data set is their only source).
 */
export async function applyPages(tx: Queryable): Promise<void> {
  const params: unknown[] = [];
  const tuples = PAGES.map((page) => {
    params.push(page.slug, page.title, JSON.stringify(page.blocks), page.updatedAt);
    const at = params.length - 3;
    return `($${at}, $${at + 1}, $${at + 2}::jsonb, $${at + 3}::timestamptz)`;
  });
  await tx.query(
    `INSERT INTO pages (slug, title, blocks, updated_at) VALUES ${tuples.join(', ')}
     ON CONFLICT (slug) DO UPDATE
       SET title = EXCLUDED.title, blocks = EXCLUDED.blocks, updated_at = EXCLUDED.updated_at`,
    params,
  );
}
