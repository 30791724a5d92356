import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { Alert, Box, Typography } from '@store/app-kit/shared-mui-components';
import { fieldErrors, validateServiceRequest, type ServiceRequestCreated } from '@store/contracts';
import {
  FocusAfterRefusal,
  submitFocusingFirstInvalid,
  submitErrorsOf,
  SubmitButton,
  useDocumentTitle,
  visuallyHidden,
} from '@store/remote-kit';
import type { ServiceFormValues } from './form-values';
import type { ServiceRequest } from './service-forms-api';
import { SERVICE_FORM_TEXT } from './service-form-text';
import { ServiceRequestSent } from './ServiceRequestSent';
import { useSendServiceRequest } from './use-send-service-request';

export interface ServiceFormPageProps<Values extends ServiceFormValues> {
  /** The page's h1 (it also names the form) and its document title. */
  title: string;
  intro: ReactNode;
  /** Every field of the form, with what it starts with (the customer's name when logged in). */
  initialValues: Values;
  /** The values as the API's request; the body's field names are the form's. */
  toRequest: (values: Values) => ServiceRequest;
  submitLabel: string;
  /** When and how the store gets back to the shopper, said after the ticket. */
  nextSteps: string;
  /** The fields (remote-kit's inputs bound by name), in sections if the form is long. */
  children: ReactNode;
}

/**
 * The frame of the four service forms (docs/business-rules.md#support): one h1, the contract's
 * rule (`validateServiceRequest`) as the form's validation, so the browser says what the API
 * would; a submit button that shows progress and cannot send twice; on failure the server's
 * messages at their fields or its `message` (429 included) above the button, with what was
 * typed kept; on success the ticket and what happens next. Leaving the page cancels the call.
 */
export function ServiceFormPage<Values extends ServiceFormValues>({
  title,
  intro,
  initialValues,
  toRequest,
  submitLabel,
  nextSteps,
  children,
}: ServiceFormPageProps<Values>) {
  useDocumentTitle(title);
  const send = useSendServiceRequest();
  const [created, setCreated] = useState<ServiceRequestCreated | null>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const fieldNames = useMemo(() => Object.keys(initialValues), [initialValues]);

  const validate = useCallback(
    (values: Values) => {
      const { kind, body } = toRequest(values);
      return fieldErrors(validateServiceRequest(kind, body));
    },
    [toRequest],
  );

  const onSubmit = useCallback(
    async (values: Values) => {
      const outcome = await send(toRequest(values));
      switch (outcome.status) {
        case 'sent':
          setCreated(outcome.created);
          return undefined;
        case 'left':
          return undefined;
        case 'refused':
          return submitErrorsOf(outcome.error, fieldNames);
      }
    },
    [send, toRequest, fieldNames],
  );

  return (
    <Box sx={{ py: 3, maxWidth: 760, mx: 'auto' }}>
      <Typography id="service-form-title" variant="h1" gutterBottom>
        {title}
      </Typography>
      {created ? (
        <ServiceRequestSent created={created} nextSteps={nextSteps} onSendAnother={() => setCreated(null)} />
      ) : (
        <>
          <Box sx={{ mb: 2 }}>{intro}</Box>
          <Typography variant="body2" color="text.secondary">
            {SERVICE_FORM_TEXT.requiredNote}
          </Typography>
          <Form<Values>
            initialValues={initialValues}
            // The customer's name may arrive after the first render; it must not wipe what was typed.
            keepDirtyOnReinitialize
            validate={validate}
            onSubmit={onSubmit}
            render={({ handleSubmit, submitting = false, submitError, form }) => (
              <Box
                component="form"
                ref={formElement}
                noValidate
                aria-labelledby="service-form-title"
                onSubmit={(event) => submitFocusingFirstInvalid(event, handleSubmit, form, formElement)}
              >
                <FocusAfterRefusal formElement={formElement} />
                {children}
                {typeof submitError === 'string' && !submitting && (
                  <Alert severity="error" sx={{ mt: 2 }}>
                    {submitError}
                  </Alert>
                )}
                <Box role="status" sx={visuallyHidden}>
                  {submitting ? SERVICE_FORM_TEXT.sending : ''}
                </Box>
                <SubmitButton busy={submitting} label={submitLabel} busyLabel={SERVICE_FORM_TEXT.sending} />
              </Box>
            )}
          />
        </>
      )}
    </Box>
  );
}
