import {
  readServerRender,
  resetServerRenderForTests,
  serializeForScript,
  SERVER_RENDER_ID,
  takeServerState,
} from './server-rendering';

function record(text: string): void {
  document.head.innerHTML = `<script id="${SERVER_RENDER_ID}" type="application/json">${text}</script>`;
}

afterEach(() => {
  document.head.innerHTML = '';
  resetServerRenderForTests();
});

describe('lo que el servidor dejó en la página', () => {
  it('reads the areas and each store state the server rendered', () => {
    record(
      serializeForScript({ areas: ['catalog/ProductPage'], state: { catalog: { catalogApi: { x: 1 } } } }),
    );
    expect(readServerRender()?.areas).toEqual(['catalog/ProductPage']);
    expect(takeServerState('catalog')).toEqual({ catalogApi: { x: 1 } });
  });

  it('hands a store its state once: a store built later starts empty', () => {
    record(
      serializeForScript({ areas: [], state: { shell: { shellApi: {} }, catalog: { catalogApi: {} } } }),
    );
    expect(takeServerState('shell')).toEqual({ shellApi: {} });
    expect(takeServerState('shell')).toBeUndefined();
    expect(takeServerState('catalog')).toEqual({ catalogApi: {} });
    expect(takeServerState('support')).toBeUndefined();
  });

  it('a page the browser renders alone, or a damaged record, means no server render', () => {
    expect(readServerRender()).toBeNull();
    resetServerRenderForTests();
    record('{no es json');
    expect(readServerRender()).toBeNull();
    resetServerRenderForTests();
    record(JSON.stringify({ areas: 'catalog/HomePage', state: {} }));
    expect(readServerRender()).toBeNull();
    expect(takeServerState('catalog')).toBeUndefined();
  });
});

describe('serializeForScript', () => {
  it('no value can close the script element, and the JSON reads back the same', () => {
    const value = { name: '</script><script>alert(1)</script>', text: 'línea\u2028otra\u2029' };
    const text = serializeForScript(value);
    expect(text).not.toContain('</script');
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
