import { useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { Alert, Box, Typography } from '@store/app-kit/shared-mui-components';
import { fieldErrors, validateReviewForm, type ReviewInput } from '@store/contracts';
import {
  failureMessage,
  FocusAfterRefusal,
  submitFocusingFirstInvalid,
  isApiFailure,
  SubmitButton,
  TextFieldInput,
} from '@store/remote-kit';
import { useSaveReviewMutation } from './reviews-api';
import { REVIEWS_TEXT } from './reviews-text';
import { StarsField } from './StarsField';

export interface ReviewFormValues {
  user_comment?: string;
  assigned_stars?: number | null;
}

const FORM_FIELDS = ['user_comment', 'assigned_stars'] as const;

/** The server's per-field messages at their fields; its message (429, 409...) above the form otherwise. */
function submitErrorsOf(error: unknown): SubmissionErrors {
  const fields = isApiFailure(error) ? (error.fields ?? {}) : {};
  const errors: Record<string, string> = {};
  for (const name of FORM_FIELDS) {
    const message = fields[name];
    if (message) errors[name] = message;
  }
  return Object.keys(errors).length > 0 ? errors : { [FORM_ERROR]: failureMessage(error) };
}

/**
 * A logged-in customer's review: the contract's rule (`validateReviewForm`, the API's, same
 * words) at each field. A refusal keeps what was typed and puts the focus on the first field
 * to fix; a saved review clears the form and the list reads its pages again, so the review shows
 * at the top.
 */
export function ReviewForm({ productId }: { productId: number }) {
  const [saveReview] = useSaveReviewMutation();
  const [thanks, setThanks] = useState<string | null>(null);
  const formElement = useRef<HTMLFormElement>(null);

  const onSubmit = async (values: ReviewFormValues, form: FormApi<ReviewFormValues>) => {
    setThanks(null);
    const body: ReviewInput = {
      product_id: productId,
      user_comment: values.user_comment ?? null,
      assigned_stars: values.assigned_stars ?? null,
    };
    const result = await saveReview(body);
    if (result.error !== undefined) return submitErrorsOf(result.error);
    setThanks(`${result.data.message} ${REVIEWS_TEXT.thanks}`);
    // After the submit settles, so the cleared fields do not show 'required' at once.
    setTimeout(() => form.restart());
    return undefined;
  };

  return (
    <Form<ReviewFormValues>
      onSubmit={onSubmit}
      validate={(values) => fieldErrors(validateReviewForm(values))}
      render={({ handleSubmit, submitError, submitting, form }) => (
        <Box
          component="form"
          ref={formElement}
          noValidate
          aria-labelledby="review-form-title"
          onSubmit={(event) => submitFocusingFirstInvalid(event, handleSubmit, form, formElement)}
          sx={{ maxWidth: 560 }}
        >
          <FocusAfterRefusal formElement={formElement} />
          <Typography id="review-form-title" variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {REVIEWS_TEXT.formTitle}
          </Typography>
          {typeof submitError === 'string' && (
            <Alert severity="error" sx={{ my: 1 }}>
              {submitError}
            </Alert>
          )}
          {thanks !== null && (
            <Alert severity="success" role="status" sx={{ my: 1 }}>
              {thanks}
            </Alert>
          )}
          <StarsField name="assigned_stars" />
          <TextFieldInput name="user_comment" label={REVIEWS_TEXT.comment} multiline required />
          <SubmitButton
            busy={submitting === true}
            label={REVIEWS_TEXT.submit}
            busyLabel={REVIEWS_TEXT.submitting}
          />
        </Box>
      )}
    />
  );
}
