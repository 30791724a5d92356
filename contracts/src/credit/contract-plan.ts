/**
 * Splits an order into credit contracts and computes every figure
 * (docs/business-rules.md#credit-purchase), as pure functions shared by the browser and the
 * API: the checkout previews the contracts before the customer commits, and the API recomputes
 * them from its database rows and saves only its own figures (the seed and the tests feed them
 * by hand). Refusals are CreditRefusals carrying the status, code and fields the API answers.
 *
 * - The default contract uses the customer's policy: rate, down payment from its minimum, term
 *   up to its maximum.
 * - Products of a material group whose group policy has a rate difference or a maximum term
 *   different from the policy's get their own contract: rate = base + rateDifference, term up
 *   to the group's maxTerm.
 * - Products of a group without policy, or whose policy status is false, cannot be financed.
 * - Shipping goes into the default contract (into the first contract when every product has
 *   its own one).
 * - The client may choose, per contract or for every contract, the down-payment percentage,
 *   the term and the day of the month; every choice is applied and checked against the bounds
 *   of the contract it lands on (a 400 otherwise, never a silent default). Everything else
 *   (amounts, rate, fee, dates) is computed here.
 */
import { type CalendarDate, formatDate } from './calendar.js';
import type { CreditContractProduct } from './contract.js';
import { downPaymentAmount, monthlyFee } from './contract-math.js';
import { CreditRefusal } from './credit-refusal.js';
import type { CreditGroupPolicy } from './group-policy.js';
import { formatLempiras } from '../money/es-hn-format.js';
import { roundMoney } from './money.js';
import {
  type AvailableDays,
  firstAvailablePaymentDate,
  firstPaymentOnDay,
  paymentBaseDate,
} from './payment-day.js';

/** A customer's credit line and policy (customer_credit). */
export interface CreditLine {
  hasCredit: boolean;
  tieneMora: boolean;
  limitAmount: number;
  /** annual percentage */
  rate: number;
  minDownPayment: number;
  maxDownPayment: number;
  minTerm: number;
  maxTerm: number;
  creditGroup: string;
}

/**
 * One line of the order, with the server's prices (named apart from the order contract's
 * `OrderLine`, the line as GET /orders answers it).
 */
export interface CreditOrderLine {
  productId: number;
  sku: string;
  name: string;
  qty: number;
  /** unit sale price */
  price: number;
  /** line total after any coupon discount */
  sum: number;
  materialGroup: string;
}

/** What the client may choose for one contract; anything else it sends is ignored. */
export interface ContractChoice {
  /** Which contract: its material group (null = the default contract)... */
  materialGroup?: string | null;
  /** ...or the ids of products it holds... (otherwise: its position in the list) */
  productIds?: readonly number[];
  /** down payment percentage */
  downPayment?: number;
  /** months */
  term?: number;
  /** day of the month of the payments */
  day?: number;
}

/** A choice for every contract of the order: no contract to name, only the terms. */
export type CommonChoice = Pick<ContractChoice, 'downPayment' | 'term' | 'day'>;

export interface PlannedContract {
  /** null for the default contract */
  materialGroup: string | null;
  products: CreditContractProduct[];
  shipping: number;
  totalAmount: number;
  downPaymentPct: number;
  downPayment: number;
  financedAmount: number;
  rate: number;
  term: number;
  /** The term limits this contract was checked against. */
  minTerm: number;
  maxTerm: number;
  fee: number;
  day: number;
  /** YYYY-MM-DD */
  firstPayment: string;
}

export interface PlanInput {
  lines: readonly CreditOrderLine[];
  shipping: number;
  credit: CreditLine;
  /** Group policies by material group for the customer's credit group and sales org. */
  policies: ReadonlyMap<string, CreditGroupPolicy>;
  choices: readonly ContractChoice[];
  /**
   * What the customer chose for every contract (the body's root `downPayment`, `term`, `day`);
   * a contract's own choice wins field by field. Each contract checks it against its own bounds.
   */
  common?: CommonChoice;
  availableDays: AvailableDays;
  /** Today in Honduras. */
  today: CalendarDate;
}

/** 'L 1,234.50' with a plain space (es-HN puts a no-break space after the symbol). */
const formatLempirasPlain = (amount: number): string => formatLempiras(amount).replace(/\s/gu, ' ');

const formatPercent = (value: number): string => `${String(value)} %`;

/** 403 unless the customer has a usable credit line. */
export function assertCreditUsable(credit: CreditLine | null): asserts credit is CreditLine {
  if (!credit?.hasCredit) {
    throw new CreditRefusal(403, 'No tienes una línea de crédito aprobada', 'NO_CREDIT_LINE');
  }
  if (credit.tieneMora) {
    throw new CreditRefusal(403, 'Tu línea de crédito tiene pagos en mora', 'CREDIT_IN_ARREARS');
  }
}

interface ContractGroup {
  materialGroup: string | null;
  rate: number;
  maxTerm: number;
  lines: CreditOrderLine[];
}

/**
 * The contracts an order splits into, default contract first, then one per material group with
 * its own conditions in order of appearance. Refuses (422) products that cannot be financed.
 */
export function splitIntoContracts(
  lines: readonly CreditOrderLine[],
  credit: CreditLine,
  policies: ReadonlyMap<string, CreditGroupPolicy>,
): ContractGroup[] {
  const refused = lines.filter((line) => policies.get(line.materialGroup)?.status !== true);
  if (refused.length > 0) {
    const names = refused.map((line) => line.name);
    throw new CreditRefusal(
      422,
      `Estos productos no se pueden comprar al crédito: ${names.join(', ')}`,
      'GROUP_NOT_ELIGIBLE',
      Object.fromEntries(
        refused.map((line) => [`products.${String(line.productId)}`, 'Sin crédito para este grupo']),
      ),
    );
  }
  const defaultGroup: ContractGroup = {
    materialGroup: null,
    rate: credit.rate,
    maxTerm: credit.maxTerm,
    lines: [],
  };
  const own = new Map<string, ContractGroup>();
  for (const line of lines) {
    const policy = policies.get(line.materialGroup);
    if (!policy) continue;
    if (policy.rateDifference === 0 && policy.maxTerm === credit.maxTerm) {
      defaultGroup.lines.push(line);
      continue;
    }
    let group = own.get(line.materialGroup);
    if (!group) {
      group = {
        materialGroup: line.materialGroup,
        // A negative difference never takes the rate below zero.
        rate: Math.max(0, roundMoney(credit.rate + policy.rateDifference)),
        maxTerm: policy.maxTerm,
        lines: [],
      };
      own.set(line.materialGroup, group);
    }
    group.lines.push(line);
  }
  return [...(defaultGroup.lines.length > 0 ? [defaultGroup] : []), ...own.values()];
}

/** The three things a customer chooses for a contract; everything else is computed. */
type ChosenTerm = 'downPayment' | 'term' | 'day';
const CHOSEN_TERMS: readonly ChosenTerm[] = ['downPayment', 'term', 'day'];

const choosesSomething = (choice: ContractChoice): boolean =>
  CHOSEN_TERMS.some((name) => choice[name] !== undefined);

const field = (index: number | undefined, name: string): string =>
  index === undefined ? name : `contracts.${String(index)}.${name}`;

/** 400 for a choice that names no contract of the order: it would otherwise be dropped. */
function unmatchedChoice(choice: ContractChoice, index: number, contracts: number): CreditRefusal {
  let key: string;
  let message: string;
  if (choice.materialGroup !== undefined) {
    key = field(index, 'materialGroup');
    message =
      choice.materialGroup === null
        ? 'Este pedido no tiene un contrato por defecto: cada producto va en el contrato de su grupo'
        : `Este pedido no tiene un contrato para ${choice.materialGroup}`;
  } else if (choice.productIds && choice.productIds.length > 0) {
    key = field(index, 'products');
    message = 'Ningún contrato de este pedido tiene esos productos';
  } else {
    // Addressed by its position in the list.
    key = `contracts.${String(index)}`;
    message =
      contracts === 1
        ? 'Este pedido tiene un solo contrato'
        : `Este pedido tiene ${String(contracts)} contratos`;
  }
  return new CreditRefusal(400, message, 'CONTRACT_NOT_FOUND', { [key]: message });
}

/**
 * The choice that addresses each contract. A choice that chooses something (down payment, term
 * or day) must name a contract of the order, and only one choice may name each contract: either
 * mistake is a 400 rather than a choice silently dropped. Choices that choose nothing are
 * skipped wherever they point.
 */
function matchChoices(
  groups: readonly ContractGroup[],
  choices: readonly ContractChoice[],
): Array<{ choice: ContractChoice; index: number } | undefined> {
  const matched: Array<{ choice: ContractChoice; index: number } | undefined> = groups.map(() => undefined);
  choices.forEach((choice, index) => {
    if (!choosesSomething(choice)) return;
    let target: number;
    if (choice.materialGroup !== undefined) {
      target = groups.findIndex((group) => group.materialGroup === choice.materialGroup);
    } else if (choice.productIds && choice.productIds.length > 0) {
      const ids = new Set(choice.productIds);
      target = groups.findIndex((group) => group.lines.some((line) => ids.has(line.productId)));
    } else {
      target = index;
    }
    if (target < 0 || target >= groups.length) throw unmatchedChoice(choice, index, groups.length);
    if (matched[target] !== undefined) {
      const message = 'Elegiste dos veces las condiciones del mismo contrato';
      throw new CreditRefusal(400, message, 'CONTRACT_CHOSEN_TWICE', {
        [`contracts.${String(index)}`]: message,
      });
    }
    matched[target] = { choice, index };
  });
  return matched;
}

/** A value the customer chose and the request field it came from (for the 400's `fields`). */
interface Chosen {
  value: number;
  field: string;
}

/** One refusal of a chosen value; the first one found is the 400's headline. */
interface Refusal {
  code: string;
  message: string;
  field: string;
}

/** What one contract ends up with once the choices are checked against its own bounds. */
interface ContractTerms {
  downPaymentPct: number;
  term: number;
  minTerm: number;
  maxTerm: number;
  day: number | undefined;
}

/**
 * The contract's terms: its own choice wins, field by field, over the one for every contract
 * (`common`); whatever was chosen is checked against this contract's bounds (down payment
 * within the customer's policy, term between the policy's minimum and the group's maximum, an
 * available payment day). Nothing chosen: the policy's minimum down payment and the group's
 * maximum term.
 */
function contractTerms(
  group: ContractGroup,
  own: { choice: ContractChoice; index: number } | undefined,
  common: CommonChoice,
  credit: CreditLine,
  availableDays: AvailableDays,
  refusals: Refusal[],
): ContractTerms {
  const chosen = (name: ChosenTerm): Chosen | undefined => {
    const mine = own?.choice[name];
    if (mine !== undefined) return { value: mine, field: field(own?.index, name) };
    const everyContract = common[name];
    return everyContract !== undefined ? { value: everyContract, field: name } : undefined;
  };
  const label = group.materialGroup === null ? '' : ` para ${group.materialGroup}`;

  const downPayment = chosen('downPayment');
  const downPaymentPct = downPayment?.value ?? credit.minDownPayment;
  if (downPaymentPct < credit.minDownPayment || downPaymentPct > credit.maxDownPayment) {
    refusals.push({
      code: 'DOWN_PAYMENT_OUT_OF_RANGE',
      message: `La prima${label} debe estar entre ${formatPercent(credit.minDownPayment)} y ${formatPercent(credit.maxDownPayment)} del total`,
      field: downPayment?.field ?? 'downPayment',
    });
  }

  const maxTerm = group.maxTerm;
  // A group whose maximum is below the policy's minimum still gets its own maximum.
  const minTerm = Math.min(credit.minTerm, maxTerm);
  const chosenTerm = chosen('term');
  const term = chosenTerm?.value ?? maxTerm;
  if (!Number.isInteger(term) || term < minTerm || term > maxTerm) {
    refusals.push({
      code: 'TERM_OUT_OF_RANGE',
      message: `El plazo${label} debe estar entre ${String(minTerm)} y ${String(maxTerm)} meses`,
      field: chosenTerm?.field ?? 'term',
    });
  }

  const day = chosen('day');
  if (day !== undefined && !availableDays.has(day.value)) {
    refusals.push({
      code: 'DAY_NOT_AVAILABLE',
      message: `El día ${String(day.value)} no está disponible para pagos`,
      field: day.field,
    });
  }
  return { downPaymentPct, term, minTerm, maxTerm, day: day?.value };
}

/** Every contract of the order with its figures, or a CreditRefusal saying what is wrong. */
export function planContracts(input: PlanInput): PlannedContract[] {
  const { credit } = input;
  if (input.lines.length === 0) {
    throw new CreditRefusal(409, 'El pedido no tiene productos', 'ORDER_EMPTY');
  }
  const groups = splitIntoContracts(input.lines, credit, input.policies);
  const choices = matchChoices(groups, input.choices);
  const shippingIndex = Math.max(
    0,
    groups.findIndex((group) => group.materialGroup === null),
  );

  // Every contract is checked before any is computed, so one 400 lists every refused field.
  const refusals: Refusal[] = [];
  const checked = groups.map((group, position) => ({
    group,
    position,
    terms: contractTerms(group, choices[position], input.common ?? {}, credit, input.availableDays, refusals),
  }));
  const [first] = refusals;
  if (first) {
    const fields: Record<string, string> = {};
    for (const refusal of refusals) fields[refusal.field] ??= refusal.message;
    throw new CreditRefusal(400, first.message, first.code, fields);
  }

  return checked.map(({ group, position, terms }) => {
    const { downPaymentPct: pct, term, minTerm, maxTerm, day } = terms;
    const isDefault = group.materialGroup === null;
    const base = paymentBaseDate(input.today, isDefault);
    let firstDate: CalendarDate;
    if (day !== undefined) {
      firstDate = firstPaymentOnDay(base, day);
    } else {
      const found = firstAvailablePaymentDate(base, input.availableDays);
      if (!found) {
        throw new CreditRefusal(
          409,
          'No hay días disponibles para el primer pago; intenta más tarde',
          'NO_PAYMENT_DAY',
        );
      }
      firstDate = found;
    }

    const products: CreditContractProduct[] = group.lines.map((line) => ({
      id: line.productId,
      sku: line.sku,
      name: line.name,
      qty: line.qty,
      price: line.price,
      sum: line.sum,
    }));
    const shipping = position === shippingIndex ? roundMoney(input.shipping) : 0;
    const totalAmount = roundMoney(products.reduce((sum, product) => sum + product.sum, 0) + shipping);
    const downPayment = downPaymentAmount(totalAmount, pct);
    const financedAmount = roundMoney(totalAmount - downPayment);
    return {
      materialGroup: group.materialGroup,
      products,
      shipping,
      totalAmount,
      downPaymentPct: pct,
      downPayment,
      financedAmount,
      rate: group.rate,
      term,
      minTerm,
      maxTerm,
      fee: monthlyFee(financedAmount, group.rate, term),
      day: firstDate.day,
      firstPayment: formatDate(firstDate),
    };
  });
}

/** 422 when the contracts would finance more than the customer has available. */
export function assertWithinLimit(contracts: readonly PlannedContract[], available: number): void {
  const financed = roundMoney(contracts.reduce((sum, contract) => sum + contract.financedAmount, 0));
  if (financed > roundMoney(available)) {
    throw new CreditRefusal(
      422,
      `El monto a financiar (${formatLempirasPlain(financed)}) supera tu crédito disponible (${formatLempirasPlain(Math.max(0, available))})`,
      'CREDIT_LIMIT_EXCEEDED',
    );
  }
}
