import { CONTACT_MESSAGES } from '../forms/contact.js';
import { matchesContract } from '../check.js';
import {
  HorecaRequest,
  SERVICE_MESSAGES,
  WorkshopRequest,
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

describe('service request bodies', () => {
  it('are made from the fields: every field optional, city and brand by id or name', () => {
    const body: WorkshopRequest = { name: 'Carlos', city: 801, brand: 'HP' };
    expect(matchesContract(WorkshopRequest, body)).toBe(true);
    expect(matchesContract(WorkshopRequest, { city: true })).toBe(false);
    expect(WorkshopRequest.required).toBeUndefined();
    expect(HorecaRequest.properties.company).toMatchObject({
      maxLength: 400,
      description: 'Empresa; máximo 100 caracteres',
    });
  });
});
