import { CONTACT_MESSAGES } from '../forms/contact.js';
import { matchesContract } from '../check.js';
import {
  HorecaRequest,
  SERVICE_MESSAGES,
  WorkshopRequest,
  latestServiceDate,
  validateServiceRequest,
} from './service-request.js';

describe('validateServiceRequest', () => {
  it('reports every field at once with the forms’ words', () => {
    const result = validateServiceRequest('support', { name: 'Jo', email: 'correo', subject: '' });
    expect(result).toEqual({
      ok: false,
      fields: {
        name: CONTACT_MESSAGES.tooShort,
        email: CONTACT_MESSAGES.invalidEmail,
        telephone: SERVICE_MESSAGES.required,
        subject: SERVICE_MESSAGES.required,
        description: SERVICE_MESSAGES.required,
      },
    });
  });

  it('accepts options in any case and without accents, and fills an optional option’s default', () => {
    const horeca = validateServiceRequest('horeca', {
      company: 'Hotel Plaza Copán',
      contact_name: 'Lucía Paz',
      email: 'Compras@HotelPlaza.hn',
      telephone: '2651-4000',
      business_type: 'CAFETERIA',
      city: 'Copán Ruinas',
      message: 'Buscamos pantallas para el lobby.',
    });
    expect(horeca).toMatchObject({
      ok: true,
      value: { business_type: 'cafetería', email: 'compras@hotelplaza.hn' },
    });
    const workshop = validateServiceRequest('create', {
      name: 'Carlos Reyes',
      email: 'carlos@ejemplo.hn',
      telephone: '9988-7766',
      city: 801,
      brand: 'HP',
      equipment_type: 'Laptop',
      description: 'No enciende después de una tormenta.',
    });
    expect(workshop).toMatchObject({ ok: true, value: { city: '801', preferred_contact: 'telefono' } });
    expect(validateServiceRequest('horeca', { business_type: 'bar' })).toMatchObject({
      ok: false,
      fields: { business_type: SERVICE_MESSAGES.optionInvalid },
    });
  });
});

describe('the workshop form’s purchase date', () => {
  const workshop = {
    name: 'Carlos Reyes',
    email: 'carlos@ejemplo.hn',
    telephone: '9988-7766',
    city: 801,
    brand: 'HP',
    equipment_type: 'Laptop',
    description: 'No enciende después de una tormenta.',
  };
  const verdict = (purchase_date: string) => validateServiceRequest('create', { ...workshop, purchase_date });

  it('is optional, and kept as written when it is a past day', () => {
    expect(validateServiceRequest('create', workshop)).toMatchObject({ ok: true });
    expect(validateServiceRequest('create', workshop)).not.toHaveProperty('value.purchase_date');
    expect(verdict('')).toMatchObject({ ok: true });
    expect(verdict('2024-02-29')).toMatchObject({ ok: true, value: { purchase_date: '2024-02-29' } });
    expect(verdict(latestServiceDate())).toMatchObject({ ok: true });
  });

  it.each([
    ['a day that does not exist', '2025-02-30', SERVICE_MESSAGES.dateInvalid],
    ['another way of writing it', '15/03/2025', SERVICE_MESSAGES.dateInvalid],
    ['a typing slip in the year', '0202-03-15', SERVICE_MESSAGES.dateInvalid],
    ['a day to come', '2999-01-01', SERVICE_MESSAGES.dateInFuture],
  ])('refuses %s', (_label, date, message) => {
    expect(verdict(date)).toEqual({ ok: false, fields: { purchase_date: message } });
  });

  it('counts days in Honduras time (UTC−6), whatever the zone of the machine', () => {
    expect(latestServiceDate(new Date('2026-03-16T05:59:00Z'))).toBe('2026-03-15');
    expect(latestServiceDate(new Date('2026-03-16T06:00:00Z'))).toBe('2026-03-16');
  });
});

describe('service request bodies', () => {
  it('are made from the fields: every field optional, city and brand by id or name', () => {
    const body: WorkshopRequest = { name: 'Carlos', city: 801, brand: 'HP' };
    expect(matchesContract(WorkshopRequest, body)).toBe(true);
    expect(matchesContract(WorkshopRequest, { city: true })).toBe(false);
    expect(WorkshopRequest.required).toBeUndefined();
    expect(matchesContract(WorkshopRequest, { purchase_date: '2025-01-31' })).toBe(true);
    expect(HorecaRequest.properties.company).toMatchObject({
      maxLength: 400,
      description: 'Empresa; máximo 100 caracteres',
    });
  });
});
