import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { getRuntimeConfig } from '@store/app-kit';
import { installFrameRuntimeConfig, parseFrameConfig, readFrameConfig } from './frame-config';
import { showStartupError } from './start-embed-frame';
import { FRAME_CONFIG } from './test/frame-harness';

function documentWithConfig(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('frame');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'tienda-embed-config';
    script.textContent = json;
    doc.body.appendChild(script);
  }
  return doc;
}

describe('the frame’s inline config', () => {
  it('reads the API’s JSON, ignoring keys it does not know and trailing slashes', () => {
    const doc = documentWithConfig(
      JSON.stringify({
        ...FRAME_CONFIG,
        apiBaseUrl: 'http://api.test/',
        manifests: {},
        checkoutOrigin: 'http://checkout.test/',
      }),
    );
    expect(readFrameConfig(doc)).toEqual(FRAME_CONFIG);
  });

  it.each([
    ['missing', null],
    ['not JSON', '{no'],
    ['without a host origin', JSON.stringify({ ...FRAME_CONFIG, hostOrigin: undefined })],
    // postMessage's target and the origin check must be one exact origin.
    [
      'with a path on the host origin',
      JSON.stringify({ ...FRAME_CONFIG, hostOrigin: 'http://localhost:3005/tienda' }),
    ],
    [
      'with a trailing slash on the host origin',
      JSON.stringify({ ...FRAME_CONFIG, hostOrigin: 'http://localhost:3005/' }),
    ],
    ['with a wildcard host origin', JSON.stringify({ ...FRAME_CONFIG, hostOrigin: '*' })],
    ['with a non-http API', JSON.stringify({ ...FRAME_CONFIG, apiBaseUrl: 'javascript:alert(1)' })],
    ['without a name', JSON.stringify({ ...FRAME_CONFIG, name: ' ' })],
  ])('is refused when %s', (_case, json) => {
    expect(readFrameConfig(documentWithConfig(json))).toBeNull();
  });

  it('rejects what is not an object', () => {
    expect(parseFrameConfig([FRAME_CONFIG])).toBeNull();
    expect(parseFrameConfig('config')).toBeNull();
  });

  it('becomes the run-time config the checkout’s API calls read', () => {
    installFrameRuntimeConfig(FRAME_CONFIG);
    expect(getRuntimeConfig()).toMatchObject({
      apiBaseUrl: 'http://api.test',
      analytics: { enabled: false },
    });
  });

  it('without a config, the frame says in Spanish that it cannot start', () => {
    const container = document.body.appendChild(document.createElement('div'));
    let root: Root | undefined;
    act(() => {
      root = showStartupError(container);
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'No pudimos iniciar el checkout.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    act(() => root?.unmount());
    container.remove();
  });
});
