/**
 * Demo credit data: the demo customers' credit lines, group policies for every material group
 * of the demo catalog, and a purchase and credit history so the portal has data. (The payment
 * days are reference data: src/reference-data/credit-payment-days.ts.)
 * Contracts are computed with the same functions the API uses. History dates are relative to
 * the moment of seeding (so the default date ranges of the portal always show them).
 */
import {
  type CreditGroupPolicy as GroupPolicy,
  type CreditLine,
  DEFAULT_SALES_ORG,
  hondurasToday,
  planContracts,
} from '@store/contracts';
import { insertCreditOrder, listOrderLines } from '../credit/credit-repository.js';
import type { Queryable } from '../db/db.js';
import { PAYMENT_DAYS } from '../reference-data/credit-payment-days.js';
import { CATALOG } from './catalog-data.js';
import { insertOrderRecord, type OrderRecord } from './order-records.js';
import type { SeedContext } from './seed-context.js';

export interface CreditLineSeed extends CreditLine {
  email: string;
  hasOrderDue: boolean;
  contactEmail: string;
  telephone: string;
}

/** Credit groups: individuals and companies. */
export const CREDIT_GROUP_PERSONAL = 'PERSONAL';
export const CREDIT_GROUP_BUSINESS = 'EMPRESARIAL';

export const CREDIT_LINES: readonly CreditLineSeed[] = [
  {
    email: 'cliente@ejemplo.hn',
    hasCredit: true,
    tieneMora: false,
    hasOrderDue: false,
    limitAmount: 150000,
    rate: 24,
    minDownPayment: 10,
    maxDownPayment: 60,
    minTerm: 3,
    maxTerm: 24,
    creditGroup: CREDIT_GROUP_PERSONAL,
    contactEmail: 'cliente@ejemplo.hn',
    telephone: '9876-5432',
  },
  {
    email: 'empresa@ejemplo.hn',
    hasCredit: true,
    tieneMora: true,
    hasOrderDue: true,
    limitAmount: 300000,
    rate: 20,
    minDownPayment: 20,
    maxDownPayment: 70,
    minTerm: 3,
    maxTerm: 36,
    creditGroup: CREDIT_GROUP_BUSINESS,
    contactEmail: 'empresa@ejemplo.hn',
    telephone: '3345-6789',
  },
  {
    email: 'ana.lopez@ejemplo.hn',
    hasCredit: false,
    tieneMora: false,
    hasOrderDue: false,
    limitAmount: 0,
    rate: 0,
    minDownPayment: 0,
    maxDownPayment: 100,
    minTerm: 1,
    maxTerm: 12,
    creditGroup: '',
    contactEmail: 'ana.lopez@ejemplo.hn',
    telephone: '8765-4321',
  },
];

type PolicyOverride = Partial<Omit<GroupPolicy, 'materialGroup'>>;

/**
 * What differs from "credit allowed, base rate, the group's usual maximum term". Licences and
 * inks are not sold on credit; tablets and accessories have shorter terms; servers and solar
 * have their own rates (solar is promoted with a lower one and a longer term).
 */
const POLICY_OVERRIDES: Record<string, { maxTerm: number; overrides: Record<string, PolicyOverride> }> = {
  [CREDIT_GROUP_PERSONAL]: {
    maxTerm: 24,
    overrides: {
      'MG-LICENCIA': { status: false },
      'MG-CONSUMIBLE': { status: false },
      'MG-TABLET': { maxTerm: 12 },
      'MG-ACCESORIO': { maxTerm: 12 },
      'MG-SERVIDOR': { rateDifference: 2 },
      'MG-SOLAR': { rateDifference: -6, maxTerm: 36 },
    },
  },
  [CREDIT_GROUP_BUSINESS]: {
    maxTerm: 36,
    overrides: {
      'MG-LICENCIA': { status: false },
      'MG-CONSUMIBLE': { status: false },
      'MG-TABLET': { maxTerm: 18 },
      'MG-SERVIDOR': { rateDifference: -2, maxTerm: 48 },
      'MG-SOLAR': { rateDifference: -4, maxTerm: 48 },
    },
  },
};

/** Group policies by credit group, for every material group of the catalog. */
export function groupPolicies(creditGroup: string): Map<string, GroupPolicy> {
  const config = POLICY_OVERRIDES[creditGroup];
  const policies = new Map<string, GroupPolicy>();
  if (!config) return policies;
  for (const materialGroup of new Set(CATALOG.map((category) => category.materialGroup))) {
    policies.set(materialGroup, {
      materialGroup,
      status: true,
      rateDifference: 0,
      maxTerm: config.maxTerm,
      ...config.overrides[materialGroup],
    });
  }
  return policies;
}

/** A customer's credit line (customer_credit); the demo customers' and the tests' own. */
export async function insertCreditLine(
  tx: Queryable,
  customerId: number,
  line: Omit<CreditLineSeed, 'email'>,
): Promise<void> {
  await tx.query(
    `INSERT INTO customer_credit (customer_id, has_credit, tiene_mora, has_order_due, limit_amount, rate,
       min_down_payment, max_down_payment, min_term, max_term, credit_group, contact_email, telephone)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      customerId,
      line.hasCredit,
      line.tieneMora,
      line.hasOrderDue,
      line.limitAmount,
      line.rate,
      line.minDownPayment,
      line.maxDownPayment,
      line.minTerm,
      line.maxTerm,
      line.creditGroup,
      line.contactEmail,
      line.telephone,
    ],
  );
}

async function productId(tx: Queryable, materialGroup: string, offset: number): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    'SELECT id FROM products WHERE material_group = $1 ORDER BY id LIMIT 1 OFFSET $2',
    [materialGroup, offset],
  );
  if (!row) throw new Error(`No hay productos del grupo ${materialGroup}`);
  return row.id;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const TEGUCIGALPA_ADDRESS = {
  address_1: 'Col. Palmira, Av. República de Chile, casa 512',
  address_2: 'Frente al parque',
  department: 'Francisco Morazán',
  municipality: 'Distrito Central',
};
const SAN_PEDRO_ADDRESS = {
  address_1: 'Barrio Río de Piedras, 8 calle, 20 avenida S.O.',
  address_2: 'Edificio Martínez, oficina 3',
  department: 'Cortés',
  municipality: 'San Pedro Sula',
};

interface CustomerInfo {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  telephone: string;
}

function historyOrder(
  customer: CustomerInfo,
  address: Record<string, unknown>,
  at: Date,
  order: Pick<OrderRecord, 'status' | 'paymentMethod' | 'items' | 'shippingTotal'>,
  events: ReadonlyArray<[status: string, note: string, hoursLater: number]>,
): OrderRecord {
  return {
    ...order,
    customerId: customer.id,
    email: customer.email,
    firstname: customer.firstname,
    lastname: customer.lastname,
    telephone: customer.telephone,
    shippingAddress: address,
    createdAt: at,
    events: events.map(([status, note, hours]) => ({
      status,
      note,
      at: new Date(at.getTime() + hours * HOUR_MS),
    })),
  };
}

async function seedCreditOrder(
  tx: Queryable,
  record: OrderRecord,
  line: CreditLine,
  choices: Parameters<typeof planContracts>[0]['choices'],
  contractStatus: 'active' | 'in_arrears',
): Promise<void> {
  const order = await insertOrderRecord(tx, record);
  const createdAt = record.createdAt ?? new Date();
  const contracts = planContracts({
    lines: await listOrderLines(tx, order.id),
    shipping: record.shippingTotal ?? 0,
    // The customer was not in arrears when the credit was granted.
    credit: { ...line, tieneMora: false },
    policies: groupPolicies(line.creditGroup),
    choices,
    availableDays: PAYMENT_DAYS,
    today: hondurasToday(createdAt),
  });
  await insertCreditOrder(tx, {
    orderId: order.id,
    customerId: record.customerId ?? 0,
    status: 'approved',
    contractStatus,
    createdAt: new Date(createdAt.getTime() + 2 * HOUR_MS),
    contracts,
  });
}

export async function seedCredit(tx: Queryable, context: SeedContext, now: Date = new Date()): Promise<void> {
  for (const creditGroup of Object.keys(POLICY_OVERRIDES)) {
    for (const policy of groupPolicies(creditGroup).values()) {
      await tx.query(
        `INSERT INTO credit_group_policies (credit_group, material_group, sales_org, status, rate_difference, max_term)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          creditGroup,
          policy.materialGroup,
          DEFAULT_SALES_ORG,
          policy.status,
          policy.rateDifference,
          policy.maxTerm,
        ],
      );
    }
  }

  for (const line of CREDIT_LINES) {
    const customerId = context.customerIds.get(line.email);
    if (customerId !== undefined) await insertCreditLine(tx, customerId, line);
  }

  await seedHistory(tx, context, now);
}

async function seedHistory(tx: Queryable, context: SeedContext, now: Date): Promise<void> {
  const mariaId = context.customerIds.get('cliente@ejemplo.hn');
  const joseId = context.customerIds.get('empresa@ejemplo.hn');
  const ago = (days: number, hour: number): Date =>
    // hour is Honduran local time (UTC-6)
    new Date(Math.floor((now.getTime() - days * DAY_MS) / DAY_MS) * DAY_MS + (hour + 6) * HOUR_MS);

  if (mariaId !== undefined) {
    const maria: CustomerInfo = {
      id: mariaId,
      email: 'cliente@ejemplo.hn',
      firstname: 'María',
      lastname: 'Hernández',
      telephone: '9876-5432',
    };
    await insertOrderRecord(
      tx,
      historyOrder(
        maria,
        TEGUCIGALPA_ADDRESS,
        ago(160, 10),
        {
          status: 'delivered',
          paymentMethod: 'credit-card',
          items: [
            { productId: await productId(tx, 'MG-LAPTOP', 0), qty: 1 },
            { productId: await productId(tx, 'MG-ACCESORIO', 0), qty: 1 },
          ],
          shippingTotal: 0,
        },
        [
          ['pending', 'Pedido recibido', 0],
          ['paid', 'Pago aprobado con tarjeta terminada en 1111', 0.1],
          ['shipped', 'Pedido enviado a Distrito Central', 26],
          ['delivered', 'Pedido entregado', 74],
        ],
      ),
    );
    await insertOrderRecord(
      tx,
      historyOrder(
        maria,
        TEGUCIGALPA_ADDRESS,
        ago(95, 15),
        {
          status: 'delivered',
          paymentMethod: 'transfer',
          items: [
            { productId: await productId(tx, 'MG-IMPRESORA', 1), qty: 1 },
            { productId: await productId(tx, 'MG-CONSUMIBLE', 0), qty: 2 },
          ],
          shippingTotal: 180,
        },
        [
          ['pending_payment', 'Pedido recibido; pendiente de transferencia bancaria', 0],
          ['paid', 'Transferencia confirmada', 20],
          ['shipped', 'Pedido enviado a Distrito Central', 44],
          ['delivered', 'Pedido entregado', 90],
        ],
      ),
    );
    const mariaLine = CREDIT_LINES[0];
    if (mariaLine) {
      await seedCreditOrder(
        tx,
        historyOrder(
          maria,
          TEGUCIGALPA_ADDRESS,
          ago(50, 11),
          {
            status: 'delivered',
            paymentMethod: 'credit',
            items: [
              { productId: await productId(tx, 'MG-LAPTOP', 5), qty: 1 },
              { productId: await productId(tx, 'MG-TABLET', 2), qty: 1 },
            ],
            shippingTotal: 150,
          },
          [
            ['pending', 'Pedido recibido', 0],
            ['credit_review', 'Solicitud de crédito recibida', 0.2],
            ['paid', 'Crédito aprobado; prima pagada en tienda', 28],
            ['shipped', 'Pedido enviado a Distrito Central', 50],
            ['delivered', 'Pedido entregado', 96],
          ],
        ),
        mariaLine,
        [{ materialGroup: null, downPayment: 20, term: 18 }],
        'active',
      );
    }
    await insertOrderRecord(
      tx,
      historyOrder(
        maria,
        TEGUCIGALPA_ADDRESS,
        ago(30, 19),
        {
          status: 'expired',
          paymentMethod: 'credit-card',
          items: [{ productId: await productId(tx, 'MG-ROUTER', 0), qty: 1 }],
          shippingTotal: 150,
        },
        [
          ['pending', 'Pedido recibido', 0],
          ['expired', 'Pedido vencido sin pago; se liberó la reserva', 2],
        ],
      ),
    );
    await insertOrderRecord(
      tx,
      historyOrder(
        maria,
        TEGUCIGALPA_ADDRESS,
        ago(12, 9),
        {
          status: 'paid',
          paymentMethod: 'credit-card',
          items: [{ productId: await productId(tx, 'MG-ACCESORIO', 7), qty: 2 }],
          shippingTotal: 150,
        },
        [
          ['pending', 'Pedido recibido', 0],
          ['paid', 'Pago aprobado con tarjeta terminada en 1111', 0.1],
        ],
      ),
    );
  }

  const joseLine = CREDIT_LINES[1];
  if (joseId !== undefined && joseLine) {
    const jose: CustomerInfo = {
      id: joseId,
      email: 'empresa@ejemplo.hn',
      firstname: 'José',
      lastname: 'Martínez',
      telephone: '3345-6789',
    };
    await seedCreditOrder(
      tx,
      historyOrder(
        jose,
        SAN_PEDRO_ADDRESS,
        ago(130, 14),
        {
          status: 'delivered',
          paymentMethod: 'credit',
          items: [{ productId: await productId(tx, 'MG-SERVIDOR', 0), qty: 1 }],
          shippingTotal: 0,
        },
        [
          ['pending', 'Pedido recibido', 0],
          ['credit_review', 'Solicitud de crédito recibida', 0.3],
          ['paid', 'Crédito aprobado; prima pagada por transferencia', 30],
          ['shipped', 'Pedido enviado a San Pedro Sula', 52],
          ['delivered', 'Pedido entregado', 100],
        ],
      ),
      joseLine,
      [],
      // José stopped paying: this is why his line shows tieneMora.
      'in_arrears',
    );
  }
}
