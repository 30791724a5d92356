/**
 * JSON schemas of the credit and history responses. fast-json-stringify drops any property not
 * listed here, so every field the handlers return is declared.
 */
const money = { type: 'number', description: 'Lempiras (HNL)' } as const;

export const contractProductSchema = {
  type: 'object',
  required: ['id', 'sku', 'name', 'qty', 'price', 'sum'],
  properties: {
    id: { type: 'integer' },
    sku: { type: 'string' },
    name: { type: 'string' },
    qty: { type: 'integer' },
    price: money,
    sum: money,
  },
} as const;

const contractProperties = {
  id: { type: 'integer' },
  number: { type: 'string', description: "Número del contrato, p. ej. 'CT-000123-1'" },
  status: { type: 'string', enum: ['active', 'paid', 'in_arrears'] },
  creditOrderId: { type: 'integer' },
  orderId: { type: 'integer' },
  orderNumber: { type: 'string' },
  materialGroup: { type: ['string', 'null'], description: 'null = contrato por defecto' },
  totalAmount: money,
  downPayment: money,
  downPaymentPct: { type: 'number', description: 'Prima en porcentaje del total' },
  financedAmount: money,
  rate: { type: 'number', description: 'Tasa anual en porcentaje' },
  term: { type: 'integer', description: 'Plazo en meses' },
  fee: { ...money, description: 'Cuota mensual (HNL)' },
  day: { type: 'integer', description: 'Día del mes de los pagos' },
  firstPayment: { type: 'string', format: 'date' },
  shipping: money,
  products: { type: 'array', items: contractProductSchema },
  createdAt: { type: 'string', format: 'date-time' },
} as const;

export const contractSchema = {
  type: 'object',
  required: Object.keys(contractProperties),
  properties: contractProperties,
} as const;

export const scheduleSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['number', 'date', 'fee', 'interest', 'principal', 'balance'],
    properties: {
      number: { type: 'integer' },
      date: { type: 'string', format: 'date' },
      fee: money,
      interest: money,
      principal: money,
      balance: { ...money, description: 'Saldo después del pago' },
    },
  },
} as const;

export const contractDetailSchema = {
  type: 'object',
  required: [...Object.keys(contractProperties), 'schedule', 'totalInterest', 'totalPayments'],
  properties: {
    ...contractProperties,
    schedule: scheduleSchema,
    totalInterest: money,
    totalPayments: { ...money, description: 'Suma de las cuotas (sin la prima)' },
  },
} as const;

const creditOrderProperties = {
  creditOrderId: { type: 'integer' },
  orderId: { type: 'integer' },
  orderNumber: { type: 'string' },
  status: { type: 'string', enum: ['review', 'approved', 'rejected'] },
  createdAt: { type: 'string', format: 'date-time' },
  contracts: { type: 'array', items: contractSchema },
} as const;

export const creditOrderSchema = {
  type: 'object',
  required: Object.keys(creditOrderProperties),
  properties: creditOrderProperties,
} as const;

export const savedCreditOrderSchema = {
  type: 'object',
  required: [...Object.keys(creditOrderProperties), 'step'],
  properties: { ...creditOrderProperties, step: { type: 'integer', enum: [4] } },
} as const;

export const purchaseSchema = {
  type: 'object',
  required: [
    'id',
    'number',
    'status',
    'statusLabel',
    'paymentMethod',
    'paymentMethodLabel',
    'creditOrderId',
    'createdAt',
    'subtotal',
    'discountTotal',
    'shippingTotal',
    'taxTotal',
    'total',
    'items',
  ],
  properties: {
    id: { type: 'integer' },
    number: { type: 'string' },
    status: { type: 'string' },
    statusLabel: { type: 'string' },
    paymentMethod: { type: 'string' },
    paymentMethodLabel: { type: 'string' },
    creditOrderId: { type: ['integer', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    subtotal: money,
    discountTotal: money,
    shippingTotal: money,
    taxTotal: { ...money, description: 'ISV incluido en el total' },
    total: money,
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['productId', 'slug', 'sku', 'name', 'qty', 'unitPrice', 'discount', 'lineTotal'],
        properties: {
          productId: { type: 'integer' },
          slug: { type: ['string', 'null'] },
          sku: { type: 'string' },
          name: { type: 'string' },
          qty: { type: 'integer' },
          unitPrice: money,
          discount: money,
          lineTotal: money,
        },
      },
    },
  },
} as const;

export const customerCreditSchema = {
  type: 'object',
  required: ['hasCredit', 'hasOrderdue', 'contact_email', 'telephone'],
  properties: {
    hasCredit: { type: 'boolean' },
    tieneMora: { type: 'boolean', description: 'Con expand=tieneMora' },
    hasOrderdue: { type: 'boolean' },
    contact_email: { type: 'string' },
    telephone: { type: 'string' },
    creditStatus: {
      type: 'object',
      description: 'Con expand=creditStatus',
      required: ['informacionLineaCredito'],
      properties: {
        informacionLineaCredito: {
          type: 'object',
          required: ['montoLimiteCredito', 'montoUtilizado', 'montoDisponibleLimiteCredito'],
          properties: {
            montoLimiteCredito: money,
            montoUtilizado: money,
            montoDisponibleLimiteCredito: money,
          },
        },
      },
    },
    creditPolicy: {
      type: ['object', 'null'],
      description: 'Con expand=creditPolicy; null sin línea de crédito',
      required: ['rate', 'downPayment', 'term', 'creditGroup', 'salesOrg'],
      properties: {
        rate: { type: 'number', description: 'Tasa anual en porcentaje' },
        downPayment: {
          type: 'object',
          required: ['min', 'max'],
          properties: { min: { type: 'number' }, max: { type: 'number' } },
        },
        term: {
          type: 'object',
          required: ['min', 'max'],
          properties: { min: { type: 'integer' }, max: { type: 'integer' } },
        },
        creditGroup: { type: 'string' },
        salesOrg: { type: 'string' },
      },
    },
  },
} as const;
