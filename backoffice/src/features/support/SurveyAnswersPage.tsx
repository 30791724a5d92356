import { Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { SurveyAnswerRow } from '@store/contracts';
import { formatDateTime } from '../../shared/format';
import { FilterForm } from '../../shared/ListFilters';
import { ServerDataGrid } from '../../shared/ServerDataGrid';
import { usePageTitle } from '../../shared/use-page-title';
import { useUrlFilters } from '../../shared/use-url-filters';
import { useSurveyAnswersQuery } from './support-api';

export const SURVEY_FILTER_KEYS = ['order'] as const;

/** "¿Qué tan satisfecho…? 4 de 5 · …": every answered question in one readable cell. */
const answersText = (row: SurveyAnswerRow): string =>
  row.answers
    .filter((line) => line.answer !== '')
    .map((line) => `${line.question} ${line.answer}`)
    .join(' · ');

const columns: GridColDef<SurveyAnswerRow>[] = [
  {
    field: 'createdAt',
    headerName: 'Fecha',
    minWidth: 200,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  {
    field: 'orderNumber',
    headerName: 'Pedido',
    minWidth: 190,
    valueFormatter: (value: string | null) => value ?? 'Sin pedido',
  },
  { field: 'surveyTitle', headerName: 'Encuesta', minWidth: 200 },
  {
    field: 'answers',
    headerName: 'Respuestas',
    flex: 1,
    minWidth: 320,
    valueGetter: (_value, row) => answersText(row),
  },
];

/** Survey answers per order, newest first (GET /admin/survey-answers). */
export default function SurveyAnswersPage() {
  usePageTitle('Encuestas');
  const paging = useUrlFilters(SURVEY_FILTER_KEYS);
  const { filters, page, perPage, setFilters } = paging;
  const list = useSurveyAnswersQuery({
    ...(filters.order ? { order: filters.order } : {}),
    page,
    'per-page': perPage,
  });
  return (
    <Stack spacing={2}>
      <Typography variant="h1">Encuestas</Typography>
      <FilterForm
        label="Filtrar respuestas"
        searchLabel="Número de pedido"
        text={filters.order}
        onSearch={(order) => setFilters({ order })}
      />
      <ServerDataGrid label="Respuestas de encuestas" columns={columns} result={list} paging={paging} />
    </Stack>
  );
}
