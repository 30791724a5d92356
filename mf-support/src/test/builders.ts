import type { ContentPage } from '@store/contracts';

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
