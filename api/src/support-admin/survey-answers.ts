/**
 * Survey answers in the back office (role `soporte`): each response with its order's number and
 * its answers beside the questions' text, newest first.
 */
import type {
  SurveyAnswer,
  SurveyAnswerLine,
  SurveyAnswerListQuery,
  SurveyAnswerPage,
  SurveyAnswerRow,
  SurveyQuestion,
} from '@store/contracts';
import type { Queryable } from '../db/db.js';
import { escapeLike, selectPage, SqlFilters } from '../db/sql-filters.js';

interface ResponseDbRow {
  id: number;
  survey_id: number;
  title: string;
  questions: SurveyQuestion[] | string;
  order_id: number | null;
  order_number: string | null;
  answers: Record<string, SurveyAnswer> | string;
  created_at: Date | string;
}

/** Both drivers parse jsonb; the string branch guards against one configured not to. */
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** A rating as '4 de 5'; nothing answered as ''. */
function answerText(question: SurveyQuestion, value: SurveyAnswer | undefined): string {
  if (value === undefined || value === '') return '';
  return question.type === 'rating' ? `${String(value)} de 5` : String(value);
}

/** The survey's questions in order, each with its answer (a question left blank answers ''). */
function answerLines(
  questions: readonly SurveyQuestion[],
  answers: Record<string, SurveyAnswer>,
): SurveyAnswerLine[] {
  return questions.map((question) => ({
    questionId: question.id,
    question: question.text,
    answer: answerText(question, answers[question.id]),
  }));
}

function answerRow(row: ResponseDbRow): SurveyAnswerRow {
  return {
    id: row.id,
    surveyId: row.survey_id,
    surveyTitle: row.title,
    orderId: row.order_id,
    orderNumber: row.order_number,
    createdAt: new Date(row.created_at).toISOString(),
    answers: answerLines(parsed(row.questions), parsed(row.answers)),
  };
}

export async function listSurveyAnswers(
  db: Queryable,
  query: SurveyAnswerListQuery,
): Promise<SurveyAnswerPage> {
  const filters = new SqlFilters();
  if (query.surveyId !== undefined) filters.add('sr.survey_id = ?', query.surveyId);
  if (query.order !== undefined) filters.add('o.number ILIKE ?', `%${escapeLike(query.order.trim())}%`);
  const { rows, meta } = await selectPage<ResponseDbRow>(
    db,
    filters,
    {
      columns: `sr.id, sr.survey_id, s.title, s.questions, sr.order_id, o.number AS order_number,
                sr.answers, sr.created_at`,
      from: `FROM survey_responses sr
               JOIN surveys s ON s.id = sr.survey_id
               LEFT JOIN orders o ON o.id = sr.order_id`,
      orderBy: 'sr.created_at DESC, sr.id DESC',
    },
    { page: query.page, perPage: query['per-page'] },
  );
  return { items: rows.map(answerRow), _meta: meta };
}
