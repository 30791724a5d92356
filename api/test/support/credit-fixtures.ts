/**
 * Setup shared by the credit and customer-history tests: the three demo customers, each with a
 * different credit situation (src/seed/credit.ts), logged in over HTTP.
 */
import type { CreditLine } from '@store/contracts';
import type { FastifyInstance } from 'fastify';
import { CREDIT_LINES, insertCreditLine } from '../../src/seed/credit.js';
import { hashPassword } from '../../src/users/password.js';
import { DEMO_PASSWORD, loginAs, type TestApp } from './test-app.js';

export interface LoggedInCustomer {
  id: number;
  token: string;
}

export interface DemoCustomers {
  /** María Hernández: a credit line with a seeded credit purchase. */
  maria: LoggedInCustomer;
  /** José Martínez: a business credit line in arrears (tieneMora). */
  jose: LoggedInCustomer;
  /** Ana López: no credit line. */
  ana: LoggedInCustomer;
}

export async function loginDemoCustomers(app: FastifyInstance): Promise<DemoCustomers> {
  const [maria, jose, ana] = await Promise.all([
    loginAs(app, 'cliente@ejemplo.hn'),
    loginAs(app, 'empresa@ejemplo.hn'),
    loginAs(app, 'ana.lopez@ejemplo.hn'),
  ]);
  return { maria, jose, ana };
}

let freshCustomers = 0;

/** The terms a test may change of María's line (PERSONAL, L 150,000, 24 %, 10–60 %, 3–24 months). */
export type CreditLineTerms = Partial<Omit<CreditLine, 'hasCredit' | 'tieneMora'>>;

/**
 * A fresh customer with a credit line (María's unless `terms` say otherwise), not in arrears and
 * with nothing used yet, so a test owns its limit.
 */
export async function customerWithCredit(
  t: Pick<TestApp, 'app' | 'db'>,
  terms: CreditLineTerms = {},
): Promise<LoggedInCustomer & { email: string }> {
  const maria = CREDIT_LINES[0];
  if (!maria) throw new Error('seed: no demo credit line');
  freshCustomers += 1;
  const email = `credito${String(freshCustomers)}@ejemplo.hn`;
  const telephone = '9911-2233';
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO customers (firstname, lastname, email, telephone, password_hash)
     VALUES ('Luis', 'Castillo', $1, $2, $3) RETURNING id`,
    [email, telephone, await hashPassword(DEMO_PASSWORD)],
  );
  await insertCreditLine(t.db, row?.id ?? 0, {
    ...maria,
    ...terms,
    tieneMora: false,
    hasOrderDue: false,
    contactEmail: email,
    telephone,
  });
  return { ...(await loginAs(t.app, email)), email };
}
