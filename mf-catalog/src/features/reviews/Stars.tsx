import { Rating } from '@store/app-kit/shared-mui-page-components';
import { REVIEWS_TEXT } from './reviews-text';

/** Stars to read (not to choose): one image named with the figure, e.g. 'Calificación: 4 de 5 estrellas'. */
export function Stars({
  value,
  label,
  size = 'small',
}: {
  value: number;
  label: string;
  size?: 'small' | 'medium';
}) {
  return (
    <Rating
      value={value}
      precision={0.1}
      readOnly
      size={size}
      getLabelText={() => label}
      aria-label={label}
    />
  );
}

export const starsLabel = REVIEWS_TEXT.rated;
