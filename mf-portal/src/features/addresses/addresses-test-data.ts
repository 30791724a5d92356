// Test data for the address book's tests (contract types, so a fixture that drifts from the API
// fails to compile). Only tests import this file.
import type { Address, Place } from '@store/contracts';
import type { MockHandler } from '@store/app-kit/testing';
import { buildUser } from '../../test/builders';

/** Customer 42 ('Ana Mejía'), logged in, as the session slice holds them. */
export function addressBookSession() {
  const user = buildUser();
  return { id: user.id, token: 'tok-ana-123', user };
}

/** A saved address of customer 42 as the address routes return it: 'Casa', in Distrito Central. */
export function buildAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 1,
    customer_id: 42,
    alias: 'Casa',
    firstname: 'Ana',
    lastname: 'Mejía',
    telephone: '9988-7766',
    address_1: 'Colonia Palmira, casa 1520',
    address_2: 'Portón negro',
    place_id: 801,
    municipality: 'Distrito Central',
    department_id: 8,
    department: 'Francisco Morazán',
    shipping_zone_id: 1,
    is_default: false,
    created_at: '2026-01-05T15:00:00.000Z',
    updated_at: '2026-01-05T15:00:00.000Z',
    ...overrides,
  };
}

/** 'Oficina' in San Pedro Sula, the default. */
export const OFFICE = buildAddress({
  id: 2,
  alias: 'Oficina',
  address_1: 'Barrio Río de Piedras, 5 calle',
  address_2: '',
  place_id: 501,
  municipality: 'San Pedro Sula',
  department_id: 5,
  department: 'Cortés',
  shipping_zone_id: 2,
  is_default: true,
});

const HONDURAS: Place = {
  id: 1,
  name: 'Honduras',
  kind: 'country',
  code: 'HN',
  status: 1,
  country_id: null,
  parent_zone_id: null,
  shipping_zone_id: null,
  shippingZone: null,
};

const below = (parent: number, kind: Place['kind'], entries: [number, string][]): Place[] =>
  entries.map(([id, name]) => ({
    ...HONDURAS,
    id,
    name,
    kind,
    code: String(id),
    country_id: 1,
    parent_zone_id: parent,
  }));

const DEPARTMENTS = below(1, 'department', [
  [5, 'Cortés'],
  [8, 'Francisco Morazán'],
]);

const MUNICIPALITIES: Record<string, Place[]> = {
  '5': below(5, 'municipality', [
    [501, 'San Pedro Sula'],
    [506, 'Puerto Cortés'],
  ]),
  '8': below(8, 'municipality', [
    [801, 'Distrito Central'],
    [819, 'Valle de Ángeles'],
  ]),
};

/** `GET /places`: the country, its departments, or a department's municipalities, by the filters. */
export const placesByLevel: MockHandler = ({ url }) => {
  const department = url.searchParams.get('filter[parent_zone_id]');
  if (department !== null) return { body: MUNICIPALITIES[department] ?? [] };
  return { body: url.searchParams.has('filter[country_id]') ? DEPARTMENTS : [HONDURAS] };
};
