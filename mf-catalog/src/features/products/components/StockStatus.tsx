import { Chip } from '@store/app-kit/shared-mui-components';

/** Few units left are worth saying; the exact count is not. */
const LOW_STOCK = 5;

export function StockStatus({ stock }: { stock: number }) {
  if (stock <= 0) return <Chip size="small" color="default" label="Agotado" />;
  if (stock <= LOW_STOCK) {
    return (
      <Chip size="small" color="warning" variant="outlined" label={`Últimas ${String(stock)} unidades`} />
    );
  }
  return <Chip size="small" color="success" variant="outlined" label="Disponible" />;
}
