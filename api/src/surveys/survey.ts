/**
 * Survey shapes and the answers' rule live in @store/contracts (src/surveys/survey.ts), shared
 * with the survey form. The seed writes its surveys' questions with this name.
 */
export type { SurveyQuestion } from '@store/contracts';
