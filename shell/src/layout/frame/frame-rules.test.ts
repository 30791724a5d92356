import {
  CHECKOUT_STEPS,
  isFullWidthPath,
  layoutForPath,
  SCROLL_TO_TOP_AFTER_PX,
  STICKY_HEADER_AFTER_PX,
  stepperActiveIndex,
} from './frame-rules';

describe('reglas del marco', () => {
  it('uses the spec thresholds', () => {
    expect(STICKY_HEADER_AFTER_PX).toBe(210);
    expect(SCROLL_TO_TOP_AFTER_PX).toBe(400);
    expect(CHECKOUT_STEPS).toEqual(['Contacto', 'Envío', 'F. Pago', 'Finalización']);
  });

  it.each([
    ['/', 'main'],
    ['/cart', 'main'],
    ['/category/laptops', 'main'],
    ['/checkout', 'checkout'],
    ['/checkout/', 'checkout'],
    ['/checkout/finalizacion', 'checkout'],
    ['/express-checkout', 'checkout'],
    ['/shopping/boton-pago', 'blank'],
    ['/shopping/boton-pago/', 'blank'],
    ['/pages/coming-soon', 'blank'],
    ['/pages/quienes-somos', 'main'],
    ['/login', 'simple'],
    ['/portal/nueva-contrasena', 'simple'],
  ])('%s gets the %s layout', (path, layout) => {
    expect(layoutForPath(path)).toBe(layout);
  });

  it.each([
    [undefined, 0],
    [Number.NaN, 0],
    [-3, 0],
    [0, 0],
    [1, 0],
    [2, 1],
    [3, 2],
    [4, 3],
    [9, 3],
  ])('step %s makes stepper index %s (step − 1, never below 0)', (step, index) => {
    expect(stepperActiveIndex(step)).toBe(index);
  });

  it('gives the home page a fluid container and the rest a fixed one', () => {
    expect(isFullWidthPath('/')).toBe(true);
    expect(isFullWidthPath('/cart')).toBe(false);
    expect(isFullWidthPath('/category/laptops')).toBe(false);
  });
});
