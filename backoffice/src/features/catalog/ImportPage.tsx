import { useRef, useState, type SyntheticEvent } from 'react';
import { Alert, Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import {
  CATALOG_CSV_COLUMNS,
  CATALOG_CSV_MAX_BYTES,
  catalogCsvFileName,
  type CatalogImportLineError,
  type CatalogImportResult,
} from '@store/contracts';
import { apiErrorMessage } from '../../shared/api-error';
import { Section } from '../../shared/Section';
import { usePageTitle } from '../../shared/use-page-title';
import { useExportPriceStockMutation, useImportPriceStockMutation } from './catalog-api';

/** The bad lines of a refused import, when the API listed them (CatalogImportRejection). */
export function rejectedLines(error: unknown): CatalogImportLineError[] {
  if (typeof error !== 'object' || error === null || !('data' in error)) return [];
  const { data } = error;
  if (typeof data !== 'object' || data === null || !('lines' in data) || !Array.isArray(data.lines))
    return [];
  return data.lines as CatalogImportLineError[];
}

/** The file's text as UTF-8 (FileReader: what every browser, and the tests' jsdom, has). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(new Error('No se pudo leer el archivo.'));
    reader.readAsText(file, 'utf-8');
  });
}

/** Hands a text to the browser as a download. */
function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

type Outcome =
  | { kind: 'applied'; result: CatalogImportResult }
  | { kind: 'refused'; message: string; lines: CatalogImportLineError[] };

/** Price and stock from a CSV: nothing applied if a line is wrong, each bad line listed. */
export default function ImportPage() {
  usePageTitle('Importar precios y existencias');
  const [importCsv, { isLoading }] = useImportPriceStockMutation();
  const [exportCsv, exporting] = useExportPriceStockMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setOutcome(null);
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setFileProblem('Elige un archivo CSV.');
      return;
    }
    if (file.size > CATALOG_CSV_MAX_BYTES) {
      setFileProblem('El archivo pasa de 2 MB: divídelo en partes.');
      return;
    }
    setFileProblem(null);
    let text: string;
    try {
      text = await readText(file);
    } catch {
      setFileProblem('No se pudo leer el archivo: vuelve a elegirlo.');
      return;
    }
    try {
      const result = await importCsv(text).unwrap();
      setOutcome({ kind: 'applied', result });
    } catch (error) {
      setOutcome({ kind: 'refused', message: apiErrorMessage(error), lines: rejectedLines(error) });
    }
  };

  const exportAll = async () => {
    try {
      download(await exportCsv(undefined).unwrap(), catalogCsvFileName());
    } catch (error) {
      setOutcome({ kind: 'refused', message: apiErrorMessage(error), lines: [] });
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h1">Importar precios y existencias</Typography>
      <Section id="exportar" title="Exportar">
        <Typography gutterBottom>
          Descarga todos los productos como CSV ({CATALOG_CSV_COLUMNS.join(';')}), cámbialo en la hoja de
          cálculo e impórtalo abajo. Importar el archivo sin cambios no cambia nada.
        </Typography>
        <Button variant="outlined" onClick={() => void exportAll()} disabled={exporting.isLoading}>
          Exportar CSV
        </Button>
      </Section>
      <Section id="importar" title="Importar">
        <Typography gutterBottom>
          Primera línea: <code>{CATALOG_CSV_COLUMNS.join(';')}</code>. Columnas separadas por punto y coma,
          precio con punto antes de los centavos y sin separador de miles (por ejemplo 1234.50), guardado como
          CSV UTF-8. Si alguna línea tiene un error no se aplica ningún cambio.
        </Typography>
        <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
          <label htmlFor="archivo-csv">Archivo CSV</label>{' '}
          <input
            id="archivo-csv"
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={fileProblem ? 'archivo-csv-error' : undefined}
            onChange={() => setFileProblem(null)}
          />
          {fileProblem && (
            <Typography id="archivo-csv-error" color="error" role="alert">
              {fileProblem}
            </Typography>
          )}
          <Box sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" disabled={isLoading}>
              Importar
            </Button>
          </Box>
        </Box>
      </Section>
      {outcome?.kind === 'applied' && (
        <Alert severity="success" role="status">
          {outcome.result.message}
        </Alert>
      )}
      {outcome?.kind === 'refused' && (
        <Alert severity="error" role="alert">
          <Typography>{outcome.message}</Typography>
          {outcome.lines.length > 0 && (
            <List dense aria-label="Líneas con errores">
              {outcome.lines.map((line) => (
                <ListItem key={line.line} disableGutters>
                  <ListItemText primary={`Línea ${String(line.line)}: ${line.message}`} />
                </ListItem>
              ))}
            </List>
          )}
        </Alert>
      )}
    </Stack>
  );
}
