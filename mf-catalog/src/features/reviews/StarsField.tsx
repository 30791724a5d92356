import { useId } from 'react';
import { useField } from 'react-final-form';
import { FormControl, FormHelperText, FormLabel, Rating } from '@store/app-kit/shared-mui-page-components';
import { visibleError } from '@store/remote-kit';
import { REVIEWS_TEXT } from './reviews-text';

/**
 * Stars 1 to 5 as a radio group: MUI's Rating renders one radio per star, named '1 estrella'
 * ... '5 estrellas', reached with Tab and changed with the arrow keys. The group is named by
 * its legend and described by the rule's message when there is one.
 */
export function StarsField({ name }: { name: string }) {
  const { input, meta } = useField<number | null>(name);
  const legendId = useId();
  const messageId = useId();
  // Stars are never "left" like a text field: the message also shows once a submit touched it.
  const error = visibleError(meta);
  return (
    <FormControl component="fieldset" error={error !== undefined} required sx={{ my: 1 }}>
      <FormLabel component="legend" id={legendId}>
        {REVIEWS_TEXT.starsLegend}
      </FormLabel>
      <Rating
        name={input.name}
        value={typeof input.value === 'number' ? input.value : null}
        onChange={(_event, value) => input.onChange(value)}
        onBlur={() => input.onBlur()}
        getLabelText={REVIEWS_TEXT.stars}
        emptyLabelText={REVIEWS_TEXT.noStars}
        size="large"
        role="radiogroup"
        aria-labelledby={legendId}
        aria-describedby={error !== undefined ? messageId : undefined}
        // On the group, so a refused submit can find (and focus) the stars like any invalid field.
        aria-invalid={error !== undefined}
        // MUI marks nothing when the 'no stars' radio has the keyboard: outline the whole group.
        sx={{
          borderRadius: 1,
          '&:has(input:focus-visible)': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        }}
      />
      {error !== undefined && <FormHelperText id={messageId}>{error}</FormHelperText>}
    </FormControl>
  );
}
