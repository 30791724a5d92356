import { matchesContract } from '../check.js';
import { parseSort, SortQuery, sortValueOf, sortValues } from './list-sort.js';

const KEYS = ['number', 'total'] as const;

describe('list sort (?sort=key, ?sort=-key)', () => {
  it('allows each key either way and nothing else', () => {
    expect(sortValues(KEYS)).toEqual(['number', 'total', '-number', '-total']);
    const schema = SortQuery(KEYS);
    for (const value of ['total', '-total', 'number']) expect(matchesContract(schema, value)).toBe(true);
    for (const value of ['precio', '--total', '-', 'total ', 'Total'])
      expect(matchesContract(schema, value)).toBe(false);
  });

  it('reads the key and the direction', () => {
    expect(parseSort('-total')).toEqual({ key: 'total', descending: true });
    expect(parseSort('number')).toEqual({ key: 'number', descending: false });
  });

  it('takes a value from the URL only when it is one of the list', () => {
    expect(sortValueOf(KEYS, '-total')).toBe('-total');
    expect(sortValueOf(KEYS, 'total')).toBe('total');
    expect(sortValueOf(KEYS, 'precio')).toBeUndefined();
    expect(sortValueOf(KEYS, '--total')).toBeUndefined();
    expect(sortValueOf(KEYS, undefined)).toBeUndefined();
  });
});
