import type { Survey, SurveyAnswer, SurveyQuestion } from '@store/contracts';
import type { Queryable } from '../db/db.js';

/** An active survey, or null when it does not exist or was closed. */
export async function findActiveSurvey(db: Queryable, id: number): Promise<Survey | null> {
  const rows = await db.query<{ id: number; title: string; questions: SurveyQuestion[] | string }>(
    'SELECT id, title, questions FROM surveys WHERE id = $1 AND active',
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  // Both drivers parse jsonb; the string branch guards against a driver configured not to.
  const questions =
    typeof row.questions === 'string' ? (JSON.parse(row.questions) as SurveyQuestion[]) : row.questions;
  return { id: row.id, title: row.title, questions };
}

/** The order's owner and access token, for `ownership.assertOrderAccess`. */
export async function findOrderOwner(
  db: Queryable,
  orderId: number,
): Promise<{ id: number; customer_id: number | null; access_token: string } | null> {
  const rows = await db.query<{ id: number; customer_id: number | null; access_token: string }>(
    'SELECT id, customer_id, access_token FROM orders WHERE id = $1',
    [orderId],
  );
  return rows[0] ?? null;
}

/**
 * Stores one response; null when this order already answered this survey (the unique index
 * of migration 008 decides, so concurrent submissions cannot both count).
 */
export async function insertSurveyResponse(
  db: Queryable,
  response: {
    surveyId: number;
    customerId: number | null;
    orderId: number | null;
    answers: Record<string, SurveyAnswer>;
  },
): Promise<number | null> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO survey_responses (survey_id, customer_id, order_id, answers)
     VALUES ($1, $2, $3, $4::jsonb)
     ON CONFLICT (survey_id, order_id) WHERE order_id IS NOT NULL DO NOTHING
     RETURNING id`,
    [response.surveyId, response.customerId, response.orderId, JSON.stringify(response.answers)],
  );
  return rows[0]?.id ?? null;
}
