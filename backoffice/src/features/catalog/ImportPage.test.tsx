import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogImportRejection, CatalogImportResult } from '@store/contracts';
import { renderApp, staffWith } from '../../test/render-app';

/**
 * The import sends the file as text/csv, which the shared JSON fetch stub cannot read: this one
 * records the body as text and answers the one import call.
 */
function stubImport(answer: { status: number; body: CatalogImportRejection | CatalogImportResult }) {
  const sent: { contentType: string | null; body: string }[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    sent.push({ contentType: request.headers.get('content-type'), body: await request.text() });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return { sent, restore: () => (globalThis.fetch = original) };
}

const CSV = 'sku;precio;existencias\nLAP-1;12,50;3\nNO-EXISTE;10.00;1\n';

async function importFile() {
  const user = userEvent.setup();
  renderApp('/catalogo/importar', staffWith(['catalogo']));
  const input = await screen.findByLabelText('Archivo CSV');
  await user.upload(input, new File([CSV], 'precios.csv', { type: 'text/csv' }));
  await user.click(screen.getByRole('button', { name: 'Importar' }));
}

describe('ImportPage', () => {
  it('lists every bad line the API reported, with its number, and says nothing was applied', async () => {
    const api = stubImport({
      status: 400,
      body: {
        message: 'No se aplicó ningún cambio: el archivo tiene 2 líneas con errores',
        code: 'CSV_INVALID',
        lines: [
          {
            line: 2,
            sku: 'LAP-1',
            message:
              'Precio «12,50»: escribe solo números, con punto antes de los centavos y sin separador de miles (por ejemplo 1234.50)',
          },
          { line: 3, sku: 'NO-EXISTE', message: 'El SKU NO-EXISTE no existe en el catálogo' },
        ],
      },
    });
    try {
      await importFile();
      const alert = await screen.findByRole('alert');
      expect(
        within(alert).getByText('No se aplicó ningún cambio: el archivo tiene 2 líneas con errores'),
      ).toBeInTheDocument();
      const lines = within(alert).getByRole('list', { name: 'Líneas con errores' });
      expect(
        within(lines)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Línea 2: Precio «12,50»: escribe solo números, con punto antes de los centavos y sin separador de miles (por ejemplo 1234.50)',
        'Línea 3: El SKU NO-EXISTE no existe en el catálogo',
      ]);
      expect(api.sent[0]).toEqual({ contentType: 'text/csv; charset=utf-8', body: CSV });
    } finally {
      api.restore();
    }
  });

  it('shows how many products a good file changed', async () => {
    const api = stubImport({
      status: 200,
      body: { rows: 2, changed: 1, unchanged: 1, message: 'Se actualizaron 1 de 2 productos' },
    });
    try {
      await importFile();
      // (The test's location probe is an <output>, a status too: the message is found by its text.)
      expect(await screen.findByText('Se actualizaron 1 de 2 productos')).toBeInTheDocument();
    } finally {
      api.restore();
    }
  });

  it('asks for a file before sending anything', async () => {
    const api = stubImport({ status: 200, body: { rows: 0, changed: 0, unchanged: 0, message: '' } });
    try {
      const user = userEvent.setup();
      renderApp('/catalogo/importar', staffWith(['catalogo']));
      await user.click(await screen.findByRole('button', { name: 'Importar' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Elige un archivo CSV.');
      expect(api.sent).toHaveLength(0);
    } finally {
      api.restore();
    }
  });
});
