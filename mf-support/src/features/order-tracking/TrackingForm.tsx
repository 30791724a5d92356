import { Form } from 'react-final-form';
import { Box } from '@store/app-kit/shared-mui-components';
import {
  fieldErrors,
  validateTrackingForm,
  type TrackingBody,
  type TrackingFormInput,
} from '@store/contracts';
import { SubmitButton, TextFieldInput } from '@store/remote-kit';
import { TRACKING_TEXT } from './tracking-text';

/** The contract's rule, with its words, as react-final-form's `validate`. */
const validate = (values: TrackingFormInput) => fieldErrors(validateTrackingForm(values));

/**
 * The order number and the e-mail used. Only a pair that passes the rule is looked up, as the
 * API stores it (number 'HN-XXXX-XXXX-XXXX', e-mail in lower case); what was typed stays in the
 * fields whatever the answer. `busy` disables the button while a lookup runs (and Enter with
 * it: a form whose submit button is disabled does not submit).
 */
export function TrackingForm({
  initialValues,
  busy,
  onLookUp,
}: {
  initialValues: TrackingFormInput;
  busy: boolean;
  onLookUp: (body: TrackingBody) => void;
}) {
  return (
    <Form<TrackingFormInput>
      initialValues={initialValues}
      validate={validate}
      onSubmit={(values) => {
        const verdict = validateTrackingForm(values);
        if (verdict.ok && !busy) onLookUp(verdict.value);
      }}
      render={({ handleSubmit }) => (
        <Box
          component="form"
          noValidate
          aria-label={TRACKING_TEXT.formLabel}
          onSubmit={(event) => void handleSubmit(event)}
          sx={{
            display: 'grid',
            columnGap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
          }}
        >
          <TextFieldInput
            name="number"
            label={TRACKING_TEXT.number}
            placeholder={TRACKING_TEXT.numberPlaceholder}
            autoComplete="off"
            required
          />
          <TextFieldInput
            name="email"
            label={TRACKING_TEXT.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
          />
          <Box sx={{ gridColumn: '1 / -1', maxWidth: { sm: 320 } }}>
            <SubmitButton busy={busy} label={TRACKING_TEXT.submit} busyLabel={TRACKING_TEXT.submitting} />
          </Box>
        </Box>
      )}
    />
  );
}
