import { shadowRootFor, showLoading } from './checkout-view';

afterEach(() => jest.restoreAllMocks());

test('styles come as a constructed style sheet where the browser has them (a host CSP cannot block it)', () => {
  // jsdom has no replaceSync; a browser's CSSStyleSheet does.
  const replaceSync = jest.fn<undefined, [string]>();
  Object.defineProperty(CSSStyleSheet.prototype, 'replaceSync', { configurable: true, value: replaceSync });
  try {
    const root = shadowRootFor(document.createElement('div'));
    showLoading(root);

    expect(root.adoptedStyleSheets).toHaveLength(1);
    expect(replaceSync.mock.calls[0]![0]).toContain('iframe{');
    expect(root.querySelector('style')).toBeNull();
  } finally {
    Reflect.deleteProperty(CSSStyleSheet.prototype, 'replaceSync');
  }
});

test('without constructed style sheets the root gets a <style> element', () => {
  const root = shadowRootFor(document.createElement('div'));
  showLoading(root);
  expect(root.querySelector('style')?.textContent).toContain('iframe{');
});

test('an element with a shadow root of its own is refused, not overwritten', () => {
  const element = document.createElement('div');
  element.attachShadow({ mode: 'open' });
  expect(() => shadowRootFor(element)).toThrow(/ya tiene su propio Shadow DOM/);
});
