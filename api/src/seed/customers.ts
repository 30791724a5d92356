/** The published password of every demo account, customers and staff (api/README.md). */
export const DEMO_ACCOUNT_PASSWORD = 'Honduras2026';

/** Demo accounts (documented in README.md) so the portal can be tried right away. */
export interface CustomerSeed {
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  fax: string;
  customField: string;
  password: string;
}

export const DEMO_CUSTOMERS: readonly CustomerSeed[] = [
  {
    firstname: 'María',
    lastname: 'Hernández',
    email: 'cliente@ejemplo.hn',
    telephone: '9876-5432',
    fax: '2234-5678',
    customField: '0801-1990-12345',
    password: DEMO_ACCOUNT_PASSWORD,
  },
  {
    firstname: 'José',
    lastname: 'Martínez',
    email: 'empresa@ejemplo.hn',
    telephone: '3345-6789',
    fax: '2550-1234',
    customField: '0501-1985-04321',
    password: DEMO_ACCOUNT_PASSWORD,
  },
  {
    firstname: 'Ana',
    lastname: 'López',
    email: 'ana.lopez@ejemplo.hn',
    telephone: '8765-4321',
    fax: '',
    customField: '1804-1998-00077',
    password: DEMO_ACCOUNT_PASSWORD,
  },
];
