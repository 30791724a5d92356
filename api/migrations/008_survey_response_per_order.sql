-- A survey is answered at most once per order (POST /survey/{id}/response with order_id), so a
-- shopper cannot skew results by sending the post-purchase survey of one order many times.
-- Responses without an order are not limited here.
CREATE UNIQUE INDEX survey_responses_survey_order_idx
  ON survey_responses (survey_id, order_id) WHERE order_id IS NOT NULL;
