import { useMemo, useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import {
  REVIEW_HIDE_REASON_MAX_LENGTH,
  REVIEW_VISIBILITY,
  hideReasonProblem,
  type AdminReview,
} from '@store/contracts';
import { ActionDialog } from '../../shared/ActionDialog';
import { formatDateTime } from '../../shared/format';
import { FormTextField } from '../../shared/form-fields';
import { FilterForm, FilterSelect } from '../../shared/ListFilters';
import { ServerDataGrid } from '../../shared/ServerDataGrid';
import { usePageTitle } from '../../shared/use-page-title';
import { useUrlFilters } from '../../shared/use-url-filters';
import { useHideReviewMutation, useReviewsQuery, useShowReviewMutation } from './reviews-api';

export const REVIEW_FILTER_KEYS = ['visibility', 'q', 'productId'] as const;

const VISIBILITY_LABELS: Record<(typeof REVIEW_VISIBILITY)[number], string> = {
  visible: 'Visibles',
  hidden: 'Ocultas',
};

/** The hide form's rule as the API applies it (contracts' hideReasonProblem). */
export const validateHideReason = (value: string | undefined): string | undefined =>
  hideReasonProblem(value) ?? undefined;

/** The grid's columns; the last one opens the hide or show dialog. */
function reviewColumns(
  onAction: (review: AdminReview, action: 'hide' | 'show') => void,
): GridColDef<AdminReview>[] {
  return [
    {
      field: 'createdAt',
      headerName: 'Fecha',
      minWidth: 190,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    {
      field: 'productName',
      headerName: 'Producto',
      minWidth: 200,
      flex: 1,
      valueGetter: (_value, row) => `${row.productName} (${row.sku})`,
    },
    {
      field: 'stars',
      headerName: 'Calificación',
      minWidth: 110,
      valueFormatter: (value: number) => `${value} de 5`,
    },
    { field: 'author', headerName: 'Autor', minWidth: 150 },
    { field: 'comment', headerName: 'Comentario', minWidth: 240, flex: 2 },
    {
      field: 'hidden',
      headerName: 'Estado',
      minWidth: 200,
      valueGetter: (_value, row) => (row.hidden ? `Oculta: ${row.hiddenReason ?? ''}` : 'Visible'),
    },
    {
      field: 'actions',
      headerName: 'Acción',
      minWidth: 120,
      renderCell: ({ row }) => (
        <Button
          size="small"
          color={row.hidden ? 'primary' : 'error'}
          aria-label={`${row.hidden ? 'Mostrar' : 'Ocultar'} la reseña de ${row.author} sobre ${row.productName}`}
          onClick={() => onAction(row, row.hidden ? 'show' : 'hide')}
        >
          {row.hidden ? 'Mostrar' : 'Ocultar'}
        </Button>
      ),
    },
  ];
}

type Pending = { review: AdminReview; action: 'hide' | 'show' } | null;

/** Reviews, newest first, hidden or shown with a reason (GET /admin/reviews). */
export default function ReviewsPage() {
  usePageTitle('Reseñas');
  const paging = useUrlFilters(REVIEW_FILTER_KEYS);
  const { filters, page, perPage, setFilters } = paging;
  const visibility = REVIEW_VISIBILITY.find((value) => value === filters.visibility);
  const productId = Number(filters.productId);
  const list = useReviewsQuery({
    ...(visibility ? { visibility } : {}),
    ...(filters.q ? { q: filters.q } : {}),
    ...(Number.isInteger(productId) && productId > 0 ? { productId } : {}),
    page,
    'per-page': perPage,
  });
  const [hide] = useHideReviewMutation();
  const [show] = useShowReviewMutation();
  const [pending, setPending] = useState<Pending>(null);

  // Stable between renders: the grid recomputes its state whenever its columns change.
  const columns = useMemo(() => reviewColumns((review, action) => setPending({ review, action })), []);

  const review = pending?.review;
  return (
    <Stack spacing={2}>
      <Typography variant="h1">Reseñas</Typography>
      <Typography>
        Una reseña oculta deja de verse en la tienda y no cuenta en el promedio del producto. No se borra: el
        motivo queda registrado.
      </Typography>
      <FilterForm
        label="Filtrar reseñas"
        helperText="Producto, SKU, autor o comentario"
        text={filters.q}
        onSearch={(q) => setFilters({ q })}
      >
        <FilterSelect
          id="filtro-visibilidad"
          label="Mostrar"
          allLabel="Todas"
          value={visibility}
          options={REVIEW_VISIBILITY}
          labels={VISIBILITY_LABELS}
          onChange={(value) => setFilters({ visibility: value })}
        />
      </FilterForm>
      <ServerDataGrid label="Reseñas" columns={columns} result={list} paging={paging} />
      <ActionDialog<{ reason?: string }>
        open={pending?.action === 'hide'}
        onClose={() => setPending(null)}
        title="Ocultar reseña"
        submitLabel="Ocultar"
        destructive
        successMessage="Reseña oculta: ya no se ve en la tienda"
        onSubmit={(values) =>
          review
            ? hide({ id: review.id, body: { reason: (values.reason ?? '').trim() } }).unwrap()
            : Promise.resolve()
        }
      >
        {review && (
          <Typography>
            «{review.comment}» — {review.author}, {review.stars} de 5, sobre {review.productName}.
          </Typography>
        )}
        <FormTextField
          name="reason"
          label="Motivo (obligatorio)"
          required
          multiline
          minRows={2}
          helperText={`Hasta ${REVIEW_HIDE_REASON_MAX_LENGTH} caracteres; queda en la auditoría.`}
          validate={validateHideReason}
        />
      </ActionDialog>
      <ActionDialog<{ reason?: string }>
        open={pending?.action === 'show'}
        onClose={() => setPending(null)}
        title="Mostrar reseña"
        submitLabel="Mostrar"
        successMessage="Reseña visible de nuevo en la tienda"
        onSubmit={(values) =>
          review
            ? show({
                id: review.id,
                body: values.reason?.trim() ? { reason: values.reason.trim() } : {},
              }).unwrap()
            : Promise.resolve()
        }
      >
        {review && <Typography>Se ocultó por: {review.hiddenReason}</Typography>}
        <FormTextField name="reason" label="Motivo (opcional)" multiline minRows={2} />
      </ActionDialog>
    </Stack>
  );
}
