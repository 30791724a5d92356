import { INTEGRATOR_MESSAGES } from '@store/contracts';
import { originLines, validateOrigins } from './origins-field';

describe('the origins field', () => {
  it('reads one origin per line, ignoring blank lines', () => {
    expect(originLines(' https://a.example.hn \n\n http://localhost:8080\n')).toEqual([
      'https://a.example.hn',
      'http://localhost:8080',
    ]);
  });

  it('asks for at least one origin and names the first bad one, as the API does', () => {
    expect(validateOrigins('  \n ')).toBe(INTEGRATOR_MESSAGES.originsRequired);
    expect(validateOrigins('https://a.example.hn\nhttp://tienda.example.hn')).toBe(
      '«http://tienda.example.hn» debe usar https:// (http:// solo para localhost en desarrollo)',
    );
    expect(validateOrigins('https://a.example.hn/checkout')).toContain('sin ruta');
    expect(validateOrigins('https://a.example.hn\nhttp://127.0.0.1:3005')).toBeUndefined();
  });
});
