import { render } from '@testing-library/react';
import { NoIndex, PageHead } from './PageHead';
import { jsonLdText } from './json-ld';

const meta = (selector: string): string | null =>
  document.head.querySelector(selector)?.getAttribute('content') ?? null;

describe('PageHead', () => {
  it('puts the description, canonical URL and Open Graph tags in document.head', () => {
    render(
      <main>
        <PageHead
          title="Laptop Lenovo IdeaPad 3"
          description="Laptop de 15 pulgadas con 8 GB de RAM."
          canonicalPath="/product/laptop-lenovo-ideapad-3"
          image="https://api.example.hn/images/products/7?w=1200&q=75"
          type="product"
        />
      </main>,
    );
    const origin = window.location.origin;
    expect(meta('meta[name="description"]')).toBe('Laptop de 15 pulgadas con 8 GB de RAM.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${origin}/product/laptop-lenovo-ideapad-3`,
    );
    expect(meta('meta[property="og:title"]')).toBe('Laptop Lenovo IdeaPad 3');
    expect(meta('meta[property="og:description"]')).toBe('Laptop de 15 pulgadas con 8 GB de RAM.');
    expect(meta('meta[property="og:url"]')).toBe(`${origin}/product/laptop-lenovo-ideapad-3`);
    expect(meta('meta[property="og:type"]')).toBe('product');
    expect(meta('meta[property="og:locale"]')).toBe('es_HN');
    expect(meta('meta[property="og:site_name"]')).toBe('Tienda Tecnología HN');
    expect(meta('meta[property="og:image"]')).toBe('https://api.example.hn/images/products/7?w=1200&q=75');
    expect(meta('meta[name="robots"]')).toBeNull();
    // The document title is useDocumentTitle's: no second <title>.
    expect(document.querySelectorAll('title')).toHaveLength(0);
  });

  it('removes its tags when the page goes away', () => {
    const { unmount } = render(<PageHead title="Inicio" description="Tienda" canonicalPath="/" />);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    unmount();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });

  it('marks search results noindex but followed, and per-shopper pages plain noindex', () => {
    const { unmount } = render(
      <PageHead
        title="Resultados"
        description="Resultados"
        canonicalPath="/resultados-de-busqueda"
        noindex
        followLinks
      />,
    );
    expect(meta('meta[name="robots"]')).toBe('noindex, follow');
    unmount();
    render(<NoIndex />);
    expect(meta('meta[name="robots"]')).toBe('noindex');
  });

  it('writes JSON-LD that a `</script>` in the data cannot break out of', () => {
    const name = 'Cable </script><script>alert(1)</script>';
    const { container } = render(
      <PageHead
        title={name}
        description="Cable"
        canonicalPath="/product/cable"
        jsonLd={{ '@context': 'https://schema.org', '@type': 'Product', name }}
      />,
    );
    const scripts = container.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    const script = scripts[0];
    expect(script?.getAttribute('type')).toBe('application/ld+json');
    expect(script?.innerHTML).not.toContain('</script');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name,
    });
  });
});

describe('jsonLdText', () => {
  it('writes every < as \\u003c and stays the same JSON', () => {
    const data = { '@type': 'Thing', name: '<b>a</b> & "b"' };
    const text = jsonLdText(data);
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003cb>');
    expect(JSON.parse(text)).toEqual(data);
  });
});
