import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import { Box, Button, Typography } from '@store/app-kit/shared-mui-components';
import { SubmitButton } from '@store/remote-kit';
import { useAppSelector } from '../../app/hooks';
import { selectIsSaving } from './checkout-slice';
import { CHECKOUT_TEXT } from './checkout-text';
import type { FormErrors } from './checkout-validation';
import { StepError } from './StepError';

export interface StepAction {
  label: string;
  onClick: () => void;
}

interface StepFormProps<Values extends object> {
  /** The step's heading, which also names the form. */
  heading: string;
  headingId: string;
  initialValues: Values;
  validate: (values: Values) => FormErrors<Values>;
  /** Resolves to the server's per-field messages when the save failed, nothing when it worked. */
  onSubmit: (values: Values) => Promise<FormErrors<Values> | undefined>;
  /** The text button under 'Continuar' ('Cancelar' while editing, or a way to an earlier step). */
  secondaryAction?: StepAction | undefined;
  /** Another call's failure shown with the save's (rendered inside the form, so it may read fields). */
  alert?: ReactNode;
  children: ReactNode;
}

/**
 * One checkout step's form: its heading, the failed call's message
 * (docs/business-rules.md#checkout), the fields, then 'Continuar' (reading 'Guardando…' while
 * any step saves) and the text button.
 */
export function StepForm<Values extends object>({
  heading,
  headingId,
  initialValues,
  validate,
  onSubmit,
  secondaryAction,
  alert,
  children,
}: StepFormProps<Values>) {
  const saving = useAppSelector(selectIsSaving);
  return (
    <Form<Values>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialValues}
      // Values that arrive later (the profile, the departments) must not wipe what was typed.
      keepDirtyOnReinitialize
      render={({ handleSubmit }) => (
        <Box
          component="form"
          noValidate
          aria-labelledby={headingId}
          onSubmit={(event) => void handleSubmit(event)}
        >
          <Typography id={headingId} variant="h2" component="h1" gutterBottom>
            {heading}
          </Typography>
          <StepError />
          {alert}
          {children}
          <SubmitButton busy={saving} label={CHECKOUT_TEXT.continue} busyLabel={CHECKOUT_TEXT.saving} />
          {secondaryAction && (
            <Button fullWidth sx={{ mt: 1 }} onClick={secondaryAction.onClick} disabled={saving}>
              {secondaryAction.label}
            </Button>
          )}
        </Box>
      )}
    />
  );
}
