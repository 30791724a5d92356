/**
 * Setup shared by the credit and customer-history tests: the three demo customers, each with a
 * different credit situation (src/seed/credit.ts), logged in over HTTP.
 */
import type { FastifyInstance } from 'fastify';
import { loginAs } from './test-app.js';

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
