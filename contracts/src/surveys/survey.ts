import { Type, type Static } from '@sinclair/typebox';
import { DbId } from '../http/common.js';
import { StringEnum } from '../http/enums.js';
import { NullableInput } from '../http/nullable-input.js';
import { characterCount, formVerdict, type FieldProblems, type FormValidation } from '../forms/form-rules.js';

export const SURVEY_QUESTION_TYPES = ['rating', 'text', 'choice'] as const;
export const SurveyQuestionType = StringEnum(SURVEY_QUESTION_TYPES);
export type SurveyQuestionType = Static<typeof SurveyQuestionType>;

/** One question of a survey, as stored (`surveys.questions`) and served to the form. */
export const SurveyQuestion = Type.Object({
  id: Type.String(),
  text: Type.String(),
  type: SurveyQuestionType,
  /** Choice questions: the accepted answers, exactly as shown. */
  options: Type.Optional(Type.Array(Type.String())),
  required: Type.Boolean(),
  /** Text questions: maximum characters (TEXT_ANSWER_MAX_LENGTH when absent). */
  maxLength: Type.Optional(Type.Integer()),
});
export type SurveyQuestion = Static<typeof SurveyQuestion>;

/** `GET /survey/{id}`: an active survey's questions. */
export const Survey = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  questions: Type.Array(SurveyQuestion),
});
export type Survey = Static<typeof Survey>;

/**
 * The after-purchase survey ('Encuesta de satisfacción de tu compra', survey 1 of the demo data):
 * the one Finalización, a delivered order in 'Mi Pedido' and the order e-mail offer.
 */
export const ORDER_SURVEY_ID = 1;

/**
 * `POST /survey/{id}/response`: answers by question id (rating 1 to 5, an option of the list,
 * or text). Only types and size caps here; the survey's own rules answer in `fields`.
 * The order answered for, if any, is named either by `order_id` (with the owner's session or
 * the order's `X-Order-Token`) or, as 'Mi Pedido' names it, by `order_number` and `email`.
 */
export const SurveyResponseInput = Type.Object({
  answers: Type.Record(
    Type.String(),
    Type.Union([Type.String({ maxLength: 20000 }), Type.Number(), Type.Null()]),
    { maxProperties: 50, propertyNames: { maxLength: 40 } },
  ),
  order_id: Type.Optional(NullableInput(DbId)),
  order_number: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 40,
      description: "Número del pedido, p. ej. 'HN-7K3Q-X9PM-2AB4'",
    }),
  ),
  email: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 200,
      description: 'Correo con que se hizo el pedido de `order_number`',
    }),
  ),
});
export type SurveyResponseInput = Static<typeof SurveyResponseInput>;

// The rule ----------------------------------------------------------------------------------------

/** Text answers' maximum characters when the question sets none. */
export const TEXT_ANSWER_MAX_LENGTH = 1000;

export const SURVEY_MESSAGES = {
  answerRequired: 'Esta pregunta es obligatoria',
  ratingInvalid: 'Califica de 1 a 5 estrellas',
  choiceInvalid: 'Selecciona una de las opciones disponibles',
  textInvalid: 'La respuesta debe ser texto',
  unknownQuestion: 'Pregunta desconocida',
  textTooLong: (max: number): string => `La respuesta debe tener como máximo ${String(max)} caracteres`,
} as const;

/** An accepted answer: a rating as a number, a choice or a text trimmed. */
export type SurveyAnswer = number | string;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function parseRating(value: unknown): number | null {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= 5 ? number : null;
}

/**
 * Checks answers against the survey's own questions: required ones present, ratings whole
 * 1 to 5, choices among the options, texts within their length, no unknown question ids.
 * Accepts the normalised answers (ratings as numbers, texts trimmed, blank optionals dropped);
 * problems are keyed `answers.<question id>`, as the API returns them in `fields`.
 */
export function validateSurveyAnswers(
  survey: Pick<Survey, 'questions'>,
  answers: Readonly<Record<string, unknown>>,
): FormValidation<Record<string, SurveyAnswer>> {
  const problems: FieldProblems = {};
  const accepted: Record<string, SurveyAnswer> = {};
  const known = new Set(survey.questions.map((question) => question.id));
  for (const key of Object.keys(answers)) {
    if (!known.has(key)) problems[`answers.${key}`] = SURVEY_MESSAGES.unknownQuestion;
  }
  for (const question of survey.questions) {
    const field = `answers.${question.id}`;
    const value = answers[question.id];
    if (isBlank(value)) {
      if (question.required) problems[field] = SURVEY_MESSAGES.answerRequired;
      continue;
    }
    if (question.type === 'rating') {
      const rating = parseRating(value);
      if (rating === null) problems[field] = SURVEY_MESSAGES.ratingInvalid;
      else accepted[question.id] = rating;
    } else if (question.type === 'choice') {
      const choice = typeof value === 'string' ? value.trim() : '';
      if (!(question.options ?? []).includes(choice)) problems[field] = SURVEY_MESSAGES.choiceInvalid;
      else accepted[question.id] = choice;
    } else {
      const max = question.maxLength ?? TEXT_ANSWER_MAX_LENGTH;
      if (typeof value !== 'string') problems[field] = SURVEY_MESSAGES.textInvalid;
      else if (characterCount(value.trim()) > max) problems[field] = SURVEY_MESSAGES.textTooLong(max);
      else accepted[question.id] = value.trim();
    }
  }
  return formVerdict(problems, accepted);
}
