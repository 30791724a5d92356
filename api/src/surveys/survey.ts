import { characterCount } from '../services/characters.js';

/** One question of a survey, as stored in `surveys.questions` (jsonb) and served to the form. */
export interface SurveyQuestion {
  id: string;
  text: string;
  type: 'rating' | 'text' | 'choice';
  /** Choice questions: the accepted answers, exactly as shown. */
  options?: string[];
  required: boolean;
  /** Text questions: maximum characters (default TEXT_ANSWER_MAX_LENGTH). */
  maxLength?: number;
}

export interface Survey {
  id: number;
  title: string;
  questions: SurveyQuestion[];
}

export const TEXT_ANSWER_MAX_LENGTH = 1000;

export type SurveyAnswer = number | string;

export const ANSWER_REQUIRED = 'Esta pregunta es obligatoria';
export const RATING_INVALID = 'Califica de 1 a 5 estrellas';
export const CHOICE_INVALID = 'Selecciona una de las opciones disponibles';
export const TEXT_INVALID = 'La respuesta debe ser texto';
export const UNKNOWN_QUESTION = 'Pregunta desconocida';
export const textTooLong = (max: number): string => `La respuesta debe tener como máximo ${max} caracteres`;

export type AnswersValidation =
  { ok: true; answers: Record<string, SurveyAnswer> } | { ok: false; fields: Record<string, string> };

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
 * Returns the normalised answers (ratings as numbers, texts trimmed, blank optionals dropped).
 */
export function validateAnswers(survey: Survey, answers: Record<string, unknown>): AnswersValidation {
  const fields: Record<string, string> = {};
  const accepted: Record<string, SurveyAnswer> = {};
  const known = new Set(survey.questions.map((question) => question.id));
  for (const key of Object.keys(answers)) {
    if (!known.has(key)) fields[`answers.${key}`] = UNKNOWN_QUESTION;
  }
  for (const question of survey.questions) {
    const field = `answers.${question.id}`;
    const value = answers[question.id];
    if (isBlank(value)) {
      if (question.required) fields[field] = ANSWER_REQUIRED;
      continue;
    }
    if (question.type === 'rating') {
      const rating = parseRating(value);
      if (rating === null) fields[field] = RATING_INVALID;
      else accepted[question.id] = rating;
    } else if (question.type === 'choice') {
      const choice = typeof value === 'string' ? value.trim() : '';
      if (!(question.options ?? []).includes(choice)) fields[field] = CHOICE_INVALID;
      else accepted[question.id] = choice;
    } else {
      const max = question.maxLength ?? TEXT_ANSWER_MAX_LENGTH;
      if (typeof value !== 'string') fields[field] = TEXT_INVALID;
      else if (characterCount(value.trim()) > max) fields[field] = textTooLong(max);
      else accepted[question.id] = value.trim();
    }
  }
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, answers: accepted };
}
