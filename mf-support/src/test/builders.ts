import type { ContentPage, ErrorBody } from '@store/contracts';

// Every builder returns a contract type, so a fixture that drifts from the API fails to compile.

export function buildContentPage(overrides: Partial<ContentPage> = {}): ContentPage {
  return {
    slug: 'quienes-somos',
    title: 'Quiénes somos',
    updatedAt: '2025-03-15T12:00:00.000Z',
    blocks: [
      { type: 'paragraph', text: 'Somos una tienda hondureña de tecnología.' },
      { type: 'heading', text: 'Nuestra misión' },
      { type: 'list', items: ['Precios justos en lempiras', 'Envíos a los 18 departamentos'] },
    ],
    ...overrides,
  };
}

/** An error answer for `mockFetch`: the status and the API's error body. */
export function errorReply(status: number, message: string): { status: number; body: ErrorBody } {
  return { status, body: { message } };
}
