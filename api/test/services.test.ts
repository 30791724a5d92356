import type { ServiceRequestCreated, WorkshopOption } from '@store/contracts';
import type { ErrorBody } from '../src/http/errors.js';
import { bearer, createTestApp, json, loginAs, type TestApp } from './support/test-app.js';

let t: TestApp;
let cities: WorkshopOption[];
let brands: WorkshopOption[];
let tegucigalpa: WorkshopOption;
let hp: WorkshopOption;
beforeAll(async () => {
  t = await createTestApp();
  cities = json<WorkshopOption[]>(
    await t.app.inject({ method: 'GET', url: '/app-services/cities-form-workshop' }),
  );
  brands = json<WorkshopOption[]>(
    await t.app.inject({ method: 'GET', url: '/app-services/brands-form-workshop' }),
  );
  const city = cities.find((option) => option.name === 'Tegucigalpa');
  const brand = brands.find((option) => option.name === 'HP');
  if (!city || !brand) throw new Error('Faltan opciones del taller');
  tegucigalpa = city;
  hp = brand;
});
afterAll(() => t.close());

const post = (kind: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/services/${kind}`, payload, headers });

const person = { name: 'Carlos Reyes', email: 'Carlos.Reyes@Ejemplo.hn', telephone: '9876-5432' };
const valid = {
  create: () => ({
    ...person,
    city: tegucigalpa.id,
    brand: hp.id,
    equipment_type: 'Laptop',
    model: 'ProBook 450 G10',
    serial: '5CD1234XYZ',
    description: 'No enciende después de una variación de voltaje.',
    preferred_contact: 'whatsapp',
  }),
  support: () => ({
    ...person,
    reference: 'HN-000123',
    subject: 'Configuración de impresora',
    description: 'La impresora multifuncional no aparece en la red Wi-Fi de la oficina.',
  }),
  contact: () => ({
    ...person,
    subject: 'Cotización',
    message: 'Necesito cotizar 15 laptops para una escuela en Choluteca.',
  }),
  horeca: () => ({
    company: 'Hotel Plaza Copán',
    contact_name: 'Andrea Castillo',
    email: 'compras@hotelplazacopan.hn',
    telephone: '2651-4000',
    business_type: 'Hotel',
    city: 'Copán Ruinas',
    message: 'Buscamos pantallas de señalización digital para el lobby y el restaurante.',
  }),
};

describe('workshop form lists', () => {
  it('GET /app-services/cities-form-workshop lists department capitals and main cities from places', async () => {
    expect(cities.length).toBeGreaterThanOrEqual(18);
    const names = cities.map((option) => option.name);
    for (const name of [
      'Tegucigalpa',
      'San Pedro Sula',
      'La Ceiba',
      'Choluteca',
      'Comayagua',
      'Juticalpa',
      'El Progreso',
    ]) {
      expect(names).toContain(name);
    }
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    const [place] = await t.db.query<{ name: string; code: string }>(
      'SELECT name, code FROM places WHERE id = $1',
      [tegucigalpa.id],
    );
    expect(place).toEqual({ name: 'Distrito Central', code: '0801' });
    for (const option of cities) expect(Object.keys(option).sort()).toEqual(['id', 'name']);
  });

  it('GET /app-services/brands-form-workshop lists hardware brands from the catalog, not software ones', () => {
    const names = brands.map((option) => option.name);
    expect(names).toEqual(expect.arrayContaining(['HP', 'Dell', 'Lenovo', 'Epson', 'Cisco']));
    expect(names).not.toContain('Kaspersky');
    expect(names).not.toContain('ESET');
  });
});

describe.each([
  ['create', 'TL', 'taller@tecnologiahn.hn', 'Carlos Reyes'],
  ['support', 'ST', 'soporte@tecnologiahn.hn', 'Carlos Reyes'],
  ['contact', 'CT', 'servicioalcliente@tecnologiahn.hn', 'Carlos Reyes'],
  ['horeca', 'HC', 'horeca@tecnologiahn.hn', 'Andrea Castillo'],
] as const)('POST /services/%s', (kind, prefix, team, requester) => {
  it('stores the request with a ticket and queues the confirmation and the team notice', async () => {
    const body = valid[kind]();
    const response = await post(kind, body);
    expect(response.statusCode).toBe(201);
    const created = json<ServiceRequestCreated>(response);
    expect(created.ticket).toMatch(new RegExp(`^${prefix}-\\d{6}$`));
    expect(created.message).toContain(`Tu número de ticket es ${created.ticket}.`);

    const [row] = await t.db.query<{
      kind: string;
      name: string;
      email: string;
      telephone: string;
      customer_id: number | null;
      status: string;
      payload: Record<string, unknown>;
    }>(
      'SELECT kind, name, email, telephone, customer_id, status, payload FROM service_requests WHERE ticket = $1',
      [created.ticket],
    );
    expect(row).toMatchObject({
      kind,
      name: requester,
      email: body.email.toLowerCase(),
      telephone: body.telephone,
      customer_id: null,
      status: 'new', // 'Nuevo' in the back office's tickets (migration 023)
    });

    const mails = await t.db.query<{ recipient: string; subject: string; body: string }>(
      'SELECT recipient, subject, body FROM outbox_messages WHERE subject LIKE $1 ORDER BY id',
      [`%${created.ticket}%`],
    );
    expect(mails.map((mail) => mail.recipient)).toEqual([body.email.toLowerCase(), team]);
    expect(mails[0]?.subject).toMatch(/^Recibimos tu /);
    // The caller's own text only as the quoted summary (abuse-limits.test.ts, defect 5 of issue 10).
    expect(mails[0]?.body).toMatch(new RegExp(`^> [^:\\n]+: ${requester}$`, 'm'));
  });
});

describe('service request details', () => {
  it('stores the workshop city and brand by id and name, and the other fields in the payload', async () => {
    const response = await post('create', { ...valid.create(), city: 'tegucigalpa', brand: String(hp.id) });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.query<{ payload: Record<string, unknown> }>(
      'SELECT payload FROM service_requests WHERE ticket = $1',
      [json<ServiceRequestCreated>(response).ticket],
    );
    expect(row?.payload).toEqual({
      city: { id: tegucigalpa.id, name: 'Tegucigalpa' },
      brand: { id: hp.id, name: 'HP' },
      equipment_type: 'Laptop',
      model: 'ProBook 450 G10',
      serial: '5CD1234XYZ',
      description: 'No enciende después de una variación de voltaje.',
      preferred_contact: 'whatsapp',
    });
  });

  it('defaults the preferred contact to the phone and normalises option case and accents', async () => {
    const withoutPreference: Record<string, unknown> = valid.create();
    delete withoutPreference.preferred_contact;
    const workshop = await post('create', withoutPreference);
    const [row] = await t.db.query<{ payload: { preferred_contact: string } }>(
      'SELECT payload FROM service_requests WHERE ticket = $1',
      [json<ServiceRequestCreated>(workshop).ticket],
    );
    expect(row?.payload.preferred_contact).toBe('telefono');

    const cafe = await post('horeca', { ...valid.horeca(), business_type: 'CAFETERIA' });
    expect(cafe.statusCode).toBe(201);
    const [horeca] = await t.db.query<{ payload: { business_type: string } }>(
      'SELECT payload FROM service_requests WHERE ticket = $1',
      [json<ServiceRequestCreated>(cafe).ticket],
    );
    expect(horeca?.payload.business_type).toBe('cafetería');
  });

  it('links the request to the logged-in customer; a bad token just leaves it anonymous', async () => {
    const maria = await loginAs(t.app, 'cliente@ejemplo.hn');
    const linked = await post('contact', valid.contact(), bearer(maria.token));
    const anonymous = await post('contact', valid.contact(), bearer('0'.repeat(64)));
    expect([linked.statusCode, anonymous.statusCode]).toEqual([201, 201]);
    const rows = await t.db.query<{ ticket: string; customer_id: number | null }>(
      'SELECT ticket, customer_id FROM service_requests WHERE ticket = ANY($1::text[]) ORDER BY id',
      [[json<ServiceRequestCreated>(linked).ticket, json<ServiceRequestCreated>(anonymous).ticket]],
    );
    expect(rows.map((row) => row.customer_id)).toEqual([maria.id, null]);
  });

  it('gives concurrent requests distinct tickets', async () => {
    const responses = await Promise.all([1, 2, 3, 4, 5].map(() => post('support', valid.support())));
    const tickets = responses.map((response) => json<ServiceRequestCreated>(response).ticket);
    expect(new Set(tickets).size).toBe(5);
  });
});

describe('service request validation', () => {
  const expectFields = async (kind: string, payload: object, fields: Record<string, string>) => {
    const response = await post(kind, payload);
    expect(response.statusCode).toBe(400);
    const body = json<ErrorBody>(response);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.fields).toEqual(fields);
    expect(body.message).toBe(Object.values(fields)[0]);
  };

  it('reports every required field of each form at once', async () => {
    await expectFields(
      'create',
      {},
      {
        name: 'Campo Requerido',
        email: 'Campo Requerido',
        telephone: 'Campo Requerido',
        city: 'Campo Requerido',
        brand: 'Campo Requerido',
        equipment_type: 'Campo Requerido',
        description: 'Campo Requerido',
      },
    );
    await expectFields(
      'support',
      { name: '  ' },
      {
        name: 'Campo Requerido',
        email: 'Campo Requerido',
        telephone: 'Campo Requerido',
        subject: 'Campo Requerido',
        description: 'Campo Requerido',
      },
    );
    await expectFields(
      'contact',
      {},
      {
        name: 'Campo Requerido',
        email: 'Campo Requerido',
        telephone: 'Campo Requerido',
        subject: 'Campo Requerido',
        message: 'Campo Requerido',
      },
    );
    await expectFields(
      'horeca',
      {},
      {
        company: 'Campo Requerido',
        contact_name: 'Campo Requerido',
        email: 'Campo Requerido',
        telephone: 'Campo Requerido',
        business_type: 'Campo Requerido',
        city: 'Campo Requerido',
        message: 'Campo Requerido',
      },
    );
  });

  it.each([
    ['a malformed e-mail', { email: 'carlos@ejemplo' }, 'email', 'Correo elentrónico invalido'],
    [
      'an e-mail over 96 chars',
      { email: `${'c'.repeat(90)}@ejemplo.hn` },
      'email',
      'Longitud de texto muy largo',
    ],
    ['a 7-digit phone', { telephone: '987-6543' }, 'telephone', 'Teléfono inválido'],
    ['a phone with letters', { telephone: '9876-54AB' }, 'telephone', 'Teléfono inválido'],
    ['a 2-letter name', { name: 'Al' }, 'name', 'Longitud de texto muy corto'],
    ['a 65-letter name', { name: 'A'.repeat(65) }, 'name', 'Longitud de texto muy largo'],
    ['a short message', { message: 'Hola' }, 'message', 'Longitud de texto muy corto'],
    ['a 2001-char message', { message: 'a'.repeat(2001) }, 'message', 'Longitud de texto muy largo'],
    ['a 2-letter subject', { subject: 'Hi' }, 'subject', 'Longitud de texto muy corto'],
  ])('contact: rejects %s', async (_label, change, field, message) => {
    await expectFields('contact', { ...valid.contact(), ...change }, { [field]: message });
  });

  it('accepts phones with the country code and spaces', async () => {
    const response = await post('contact', { ...valid.contact(), telephone: '+504 2231 4500' });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['a city off the list', { city: 999999 }, 'city', 'Selecciona una ciudad de la lista'],
    ['a city name off the list', { city: 'Ciudad Gótica' }, 'city', 'Selecciona una ciudad de la lista'],
    ['a brand off the list', { brand: 'Marca Pirata' }, 'brand', 'Selecciona una marca de la lista'],
    ['a software brand', { brand: 'Kaspersky' }, 'brand', 'Selecciona una marca de la lista'],
    [
      'an unknown contact channel',
      { preferred_contact: 'fax' },
      'preferred_contact',
      'Selecciona una opción válida',
    ],
    ['an empty equipment type', { equipment_type: ' ' }, 'equipment_type', 'Campo Requerido'],
    [
      'a 9-char problem description',
      { description: 'No sirve.' },
      'description',
      'Longitud de texto muy corto',
    ],
    ['an 81-char serial', { serial: 'S'.repeat(81) }, 'serial', 'Longitud de texto muy largo'],
  ])('create: rejects %s', async (_label, change, field, message) => {
    await expectFields('create', { ...valid.create(), ...change }, { [field]: message });
  });

  it.each([
    ['a 61-char reference', { reference: 'R'.repeat(61) }, 'reference', 'Longitud de texto muy largo'],
    ['a short description', { description: 'Falla' }, 'description', 'Longitud de texto muy corto'],
  ])('support: rejects %s', async (_label, change, field, message) => {
    await expectFields('support', { ...valid.support(), ...change }, { [field]: message });
  });

  it.each([
    [
      'an unknown business type',
      { business_type: 'discoteca' },
      'business_type',
      'Selecciona una opción válida',
    ],
    ['a 1-letter company', { company: 'X' }, 'company', 'Longitud de texto muy corto'],
    ['an empty contact name', { contact_name: '' }, 'contact_name', 'Campo Requerido'],
    ['an invalid phone', { telephone: '1234' }, 'telephone', 'Teléfono inválido'],
  ])('horeca: rejects %s', async (_label, change, field, message) => {
    await expectFields('horeca', { ...valid.horeca(), ...change }, { [field]: message });
  });

  it('rejects wrong types by schema, with the Spanish schema message', async () => {
    const response = await post('contact', { ...valid.contact(), name: { first: 'Carlos' } });
    expect(response.statusCode).toBe(400);
    expect(json<ErrorBody>(response)).toEqual({
      message: 'Parámetros inválidos',
      code: 'VALIDATION_ERROR',
      fields: { name: 'Debe ser texto' },
    });
  });

  it('stores nothing and sends nothing when the form is invalid', async () => {
    const before = await t.db.query<{ requests: number; mails: number }>(
      'SELECT (SELECT count(*)::int FROM service_requests) AS requests, (SELECT count(*)::int FROM outbox_messages) AS mails',
    );
    await post('contact', { ...valid.contact(), email: 'no-es-correo' });
    const after = await t.db.query<{ requests: number; mails: number }>(
      'SELECT (SELECT count(*)::int FROM service_requests) AS requests, (SELECT count(*)::int FROM outbox_messages) AS mails',
    );
    expect(after).toEqual(before);
  });
});
