import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { Alert, Box, Typography } from '@store/app-kit/shared-mui-components';
import type { CreatedResponse, Survey } from '@store/contracts';
import { isApiFailure, SubmitButton, TextFieldInput } from '@store/remote-kit';
import { useAnswerSurveyMutation } from './survey-api';
import { nestedErrors, surveySubmitErrors, validateSurveyForm, type SurveyFormValues } from './survey-form';
import { SurveyQuestionField } from './SurveyQuestionField';
import { SURVEY_TEXT } from './survey-text';

/** Code of the API's 409: this order already answered this survey. */
const ALREADY_ANSWERED = 'SURVEY_ALREADY_ANSWERED';

export type SurveyOutcome =
  { kind: 'answered'; response: CreatedResponse } | { kind: 'already-answered'; message: string };

interface Abortable {
  abort(): void;
}

/**
 * The survey's questions and the order's e-mail, checked by the contract's rules before
 * anything is sent. Sent once at a time (the button says 'Enviando…' and is disabled); a
 * refusal shows the server's message above the form and its field messages on the questions,
 * with every answer kept. The 409 of an order that already answered is not a failure of this
 * form but an outcome (`onDone`), as is the thanks. Leaving the page cancels a send in flight.
 */
export function SurveyForm({
  survey,
  orderNumber,
  initialEmail,
  onDone,
}: {
  survey: Survey;
  orderNumber: string;
  initialEmail: string;
  onDone: (outcome: SurveyOutcome) => void;
}) {
  const [answerSurvey] = useAnswerSurveyMutation();
  // Read once: new initial values on a later render would make react-final-form start over.
  const [initialValues] = useState<SurveyFormValues>(() => ({ email: initialEmail, answers: {} }));
  const pending = useRef<Abortable | null>(null);
  useEffect(() => {
    const sends = pending;
    return () => sends.current?.abort();
  }, []);

  return (
    <Form<SurveyFormValues>
      initialValues={initialValues}
      validate={(values) => {
        const verdict = validateSurveyForm(survey, orderNumber, values);
        return verdict.ok ? {} : nestedErrors(verdict.fields);
      }}
      onSubmit={async (values) => {
        const verdict = validateSurveyForm(survey, orderNumber, values);
        if (!verdict.ok) return nestedErrors(verdict.fields);
        const send = answerSurvey({
          surveyId: survey.id,
          body: { answers: verdict.value.answers, order_number: orderNumber, email: verdict.value.email },
        });
        pending.current = send;
        const result = await send;
        if (result.data) {
          onDone({ kind: 'answered', response: result.data });
          return undefined;
        }
        const failure = result.error;
        if (isApiFailure(failure) && failure.code === ALREADY_ANSWERED) {
          onDone({ kind: 'already-answered', message: failure.message });
          return undefined;
        }
        return surveySubmitErrors(failure);
      }}
      render={({ handleSubmit, submitError, submitting }) => (
        <Box
          component="form"
          noValidate
          aria-label={SURVEY_TEXT.formLabel}
          onSubmit={(event) => void handleSubmit(event)}
        >
          {typeof submitError === 'string' && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {submitError}
            </Alert>
          )}
          <TextFieldInput
            name="email"
            label={SURVEY_TEXT.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
          />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {SURVEY_TEXT.emailHelp}
          </Typography>
          {survey.questions.map((question) => (
            <SurveyQuestionField key={question.id} question={question} />
          ))}
          <Box sx={{ maxWidth: { sm: 320 } }}>
            <SubmitButton
              busy={submitting === true}
              label={SURVEY_TEXT.submit}
              busyLabel={SURVEY_TEXT.submitting}
            />
          </Box>
        </Box>
      )}
    />
  );
}
