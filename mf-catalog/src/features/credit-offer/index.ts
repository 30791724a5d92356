// "Desde L x/mes" (issue 12): the lowest monthly fee of a product sold on credit.
export { ProductMonthlyFrom } from './ProductMonthlyFrom';
