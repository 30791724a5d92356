import { orderNumber } from './order-number.js';

/** The store's legal name and tax id, as transfers and deposits must name them. */
export const BENEFICIARY = { name: 'Tecnología HN, S. de R.L.', rtn: '08019021345678' } as const;

export interface BankAccount {
  /** Code the shopper may send as `bank` in PUT /orders/{id}/transfer. */
  bank: string;
  bankName: string;
  accountType: string;
  accountNumber: string;
  currency: 'HNL';
}

export const BANK_ACCOUNTS: readonly BankAccount[] = [
  {
    bank: 'atlantida',
    bankName: 'Banco Atlántida',
    accountType: 'Cuenta de cheques',
    accountNumber: '1100-0123-4567',
    currency: 'HNL',
  },
  {
    bank: 'bac',
    bankName: 'BAC Credomatic',
    accountType: 'Cuenta corriente',
    accountNumber: '730-456-789',
    currency: 'HNL',
  },
  {
    bank: 'ficohsa',
    bankName: 'Banco Ficohsa',
    accountType: 'Cuenta de cheques',
    accountNumber: '2000-1234-5678',
    currency: 'HNL',
  },
  {
    bank: 'banpais',
    bankName: 'Banpaís',
    accountType: 'Cuenta de cheques',
    accountNumber: '0210-0098-7654',
    currency: 'HNL',
  },
];

export const BANK_CODES = BANK_ACCOUNTS.map((account) => account.bank);

export interface StoreInfo {
  id: number;
  name: string;
  address: string;
  phone: string;
  hours: string;
}

/** What the shopper needs to pay an order by transfer or at a store. */
export interface PaymentInstructions {
  method: 'transfer' | 'store-pay';
  amount: number;
  currency: 'HNL';
  /** The order number: the transfer's reference or what to say at the cashier. */
  reference: string;
  /** Pay before this moment or the reservation expires. */
  deadline: string;
  beneficiary: { name: string; rtn: string };
  /** Transfer: the accounts (only the chosen bank's when one was chosen). */
  accounts: BankAccount[];
  /** Pay at store: where. */
  store: StoreInfo | null;
  steps: string[];
}

const money = (amount: number): string =>
  `L ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const deadlineText = (deadline: Date): string =>
  deadline.toLocaleString('es-HN', {
    timeZone: 'America/Tegucigalpa',
    dateStyle: 'long',
    timeStyle: 'short',
  });

export function transferInstructions(
  order: { id: number; total: number; deadline: Date },
  bank: string | null,
): PaymentInstructions {
  const reference = orderNumber(order.id);
  const accounts = BANK_ACCOUNTS.filter((account) => bank === null || account.bank === bank);
  return {
    method: 'transfer',
    amount: order.total,
    currency: 'HNL',
    reference,
    deadline: order.deadline.toISOString(),
    beneficiary: { ...BENEFICIARY },
    accounts,
    store: null,
    steps: [
      `Transfiere o deposita ${money(order.total)} a nombre de ${BENEFICIARY.name} (RTN ${BENEFICIARY.rtn}).`,
      `Escribe ${reference} como referencia o concepto del pago.`,
      `Envía el comprobante a pagos@tecnologiahn.hn antes del ${deadlineText(order.deadline)}; después de esa fecha el pedido vence y los productos se liberan.`,
      'Procesamos tu pedido en cuanto el banco confirme el pago (hasta 24 horas hábiles).',
    ],
  };
}

export function storePayInstructions(
  order: { id: number; total: number; deadline: Date },
  store: StoreInfo,
): PaymentInstructions {
  const reference = orderNumber(order.id);
  return {
    method: 'store-pay',
    amount: order.total,
    currency: 'HNL',
    reference,
    deadline: order.deadline.toISOString(),
    beneficiary: { ...BENEFICIARY },
    accounts: [],
    store,
    steps: [
      `Visita ${store.name} (${store.address}) en horario ${store.hours}.`,
      `Indica el pedido ${reference} en caja y paga ${money(order.total)} en efectivo o con tarjeta.`,
      `Tienes hasta el ${deadlineText(order.deadline)}; después de esa fecha el pedido vence y los productos se liberan.`,
      'Presenta tu tarjeta de identidad; si tu pedido es para retiro, te lo entregamos en ese momento.',
    ],
  };
}
