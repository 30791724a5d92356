import { BANK_NAMES } from '@store/contracts';
import type { BankAccount, BankCode, PaymentInstructions, PaymentStore } from '@store/contracts';

/** The store's legal name and tax id, as transfers and deposits must name them. */
export const BENEFICIARY = { name: 'Tecnología HN, S. de R.L.', rtn: '08019021345678' } as const;

/** One account per bank the transfer body accepts (`BANK_CODES` of the contract). */
export const BANK_ACCOUNTS: readonly (BankAccount & { bank: BankCode })[] = [
  {
    bank: 'atlantida',
    bankName: BANK_NAMES.atlantida,
    accountType: 'Cuenta de cheques',
    accountNumber: '1100-0123-4567',
    currency: 'HNL',
  },
  {
    bank: 'bac',
    bankName: BANK_NAMES.bac,
    accountType: 'Cuenta corriente',
    accountNumber: '730-456-789',
    currency: 'HNL',
  },
  {
    bank: 'ficohsa',
    bankName: BANK_NAMES.ficohsa,
    accountType: 'Cuenta de cheques',
    accountNumber: '2000-1234-5678',
    currency: 'HNL',
  },
  {
    bank: 'banpais',
    bankName: BANK_NAMES.banpais,
    accountType: 'Cuenta de cheques',
    accountNumber: '0210-0098-7654',
    currency: 'HNL',
  },
];

/** Lempiras as the store writes them to shoppers and staff: 'L 4,650.00'. */
export const money = (amount: number): string =>
  `L ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A moment in Honduras time, as the payment instructions gave the deadline. */
export const deadlineText = (deadline: Date): string =>
  deadline.toLocaleString('es-HN', {
    timeZone: 'America/Tegucigalpa',
    dateStyle: 'long',
    timeStyle: 'short',
  });

export function transferInstructions(
  order: { number: string; total: number; deadline: Date },
  bank: string | null,
): PaymentInstructions {
  const reference = order.number;
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
  order: { number: string; total: number; deadline: Date },
  store: PaymentStore,
): PaymentInstructions {
  const reference = order.number;
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

/**
 * The instructions as the e-mail tells them: the steps, then (transfer) every account to pay
 * into, one per line, so the mail alone is enough to pay.
 */
export function instructionsMailLines(instructions: PaymentInstructions): string[] {
  if (instructions.accounts.length === 0) return instructions.steps;
  return [
    ...instructions.steps,
    'Cuentas para transferir o depositar:',
    ...instructions.accounts.map(
      (account) =>
        `- ${account.bankName}, ${account.accountType} ${account.accountNumber} (${account.currency})`,
    ),
  ];
}
