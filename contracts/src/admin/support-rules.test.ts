import { integratorOriginProblem } from './integrators.js';
import { newStaffPasswordProblem, STAFF_PASSWORD_MESSAGES } from './staff-password.js';
import { hideReasonProblem, SUPPORT_MESSAGES, ticketReplyProblem } from './support.js';

describe('integratorOriginProblem', () => {
  it.each([
    'https://tienda.ejemplo.hn',
    'HTTPS://Tienda.Ejemplo.hn/',
    'https://tienda.ejemplo.hn:8443',
    'http://localhost:3005',
    'http://127.0.0.1',
    'http://[::1]:8080',
  ])('accepts %s', (origin) => expect(integratorOriginProblem(origin)).toBeNull());

  it.each([
    ['http://tienda.ejemplo.hn', 'debe usar https://'],
    ['https://tienda.ejemplo.hn/checkout', 'sin ruta'],
    ['https://tienda.ejemplo.hn?x=1', 'sin ruta'],
    ['https://usuario@tienda.ejemplo.hn', 'sin ruta'],
    ['tienda.ejemplo.hn', 'sin ruta'],
    ['ftp://tienda.ejemplo.hn', 'sin ruta'],
    ['https://tienda.ejemplo.hn:99999', 'puerto no válido'],
  ])('refuses %s in Spanish', (origin, words) => {
    expect(integratorOriginProblem(origin)).toContain(words);
  });
});

describe('the support forms', () => {
  it('a reply is 1 to 5000 characters once trimmed', () => {
    expect(ticketReplyProblem('   ')).toBe(SUPPORT_MESSAGES.replyRequired);
    expect(ticketReplyProblem(undefined)).toBe(SUPPORT_MESSAGES.replyRequired);
    expect(ticketReplyProblem('x'.repeat(5001))).toBe(SUPPORT_MESSAGES.replyTooLong);
    expect(ticketReplyProblem(' Hola ')).toBeNull();
  });

  it('hiding a review needs a reason of at most 300 characters', () => {
    expect(hideReasonProblem('')).toBe(SUPPORT_MESSAGES.hideReasonRequired);
    expect(hideReasonProblem('x'.repeat(301))).toBe(SUPPORT_MESSAGES.hideReasonTooLong);
    expect(hideReasonProblem('Lenguaje ofensivo')).toBeNull();
  });

  it('a new staff password is 12+ characters and not the current one', () => {
    expect(newStaffPasswordProblem('actual-123456', 'corta')).toBe(STAFF_PASSWORD_MESSAGES.tooShort);
    expect(newStaffPasswordProblem('actual-123456', 'actual-123456')).toBe(
      STAFF_PASSWORD_MESSAGES.sameAsCurrent,
    );
    expect(newStaffPasswordProblem('actual-123456', 'otra-clave-larga')).toBeNull();
  });
});
