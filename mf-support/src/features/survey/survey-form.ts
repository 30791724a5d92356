import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import {
  formVerdict,
  validateSurveyAnswers,
  validateTrackingForm,
  type FieldProblems,
  type FormValidation,
  type Survey,
  type SurveyAnswer,
} from '@store/contracts';
import { failureMessage, isApiFailure } from '@store/remote-kit';

/**
 * The survey form's values. Answers sit under `answers.<question id>`, the keys the API uses in
 * `fields`, so the rule's and the server's messages land on their question unchanged.
 */
export interface SurveyFormValues {
  email?: string;
  answers?: Record<string, string | number | null | undefined>;
}

/** What `POST /survey/{id}/response` is sent: normalised answers and the order's e-mail. */
export interface AcceptedSurvey {
  email: string;
  answers: Record<string, SurveyAnswer>;
}

/**
 * The contract's rules: each answer by `validateSurveyAnswers` (required, ratings 1 to 5,
 * choices among the options, texts within their length) and the e-mail as 'Mi Pedido' takes
 * it. `orderNumber` is the order the page is for (already checked when the page opened).
 */
export function validateSurveyForm(
  survey: Pick<Survey, 'questions'>,
  orderNumber: string,
  values: SurveyFormValues,
): FormValidation<AcceptedSurvey> {
  const answers = validateSurveyAnswers(survey, values.answers ?? {});
  const order = validateTrackingForm({ number: orderNumber, email: values.email });
  const problems: FieldProblems = answers.ok ? {} : { ...answers.fields };
  if (!order.ok && order.fields.email) problems.email = order.fields.email;
  return formVerdict(problems, {
    email: order.ok ? order.value.email : '',
    answers: answers.ok ? answers.value : {},
  });
}

/** react-final-form's errors of this form: nested as its field names are ('answers.q1'). */
export interface SurveyFormErrors {
  email?: string;
  answers?: Record<string, string>;
}

const ANSWER_PREFIX = 'answers.';

/**
 * Problems keyed as the contract and the API write them ('email', 'answers.q1') as
 * react-final-form's nested errors. (Question ids are the API's plain keys such as 'q1': a dot
 * in one would be read as a path by react-final-form itself.)
 */
export function nestedErrors(problems: FieldProblems): SurveyFormErrors {
  const errors: SurveyFormErrors = {};
  for (const [path, message] of Object.entries(problems)) {
    if (path === 'email') errors.email = message;
    else if (path.startsWith(ANSWER_PREFIX))
      (errors.answers ??= {})[path.slice(ANSWER_PREFIX.length)] = message;
  }
  return errors;
}

/**
 * A refused submission for react-final-form: the server's message above the form (it says what
 * to do: 'Revisa las respuestas de la encuesta', the 429's wait, no connection...) and its
 * per-field messages on the fields of this form they name.
 */
export function surveySubmitErrors(failure: unknown): SubmissionErrors {
  const fields = isApiFailure(failure) ? (failure.fields ?? {}) : {};
  return { ...nestedErrors(fields), [FORM_ERROR]: failureMessage(failure) };
}
