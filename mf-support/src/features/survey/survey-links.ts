/** The survey's route as the shell maps it: `:orderId` carries the order's public number. */
export const SURVEY_ROUTE = '/encuesta/:orderId';

/** The query parameter with the order's e-mail, so the survey opens with it filled in. */
export const SURVEY_EMAIL_QUERY = 'correo';

/**
 * The after-purchase survey of one order: `/encuesta/HN-7K3Q-X9PM-2AB4?correo=comprador@ejemplo.hn`.
 * The number and the e-mail name the order to the API as 'Mi Pedido' does (no session or order
 * token needed); without the e-mail the page asks for it.
 */
export function surveyPath(orderNumber: string, email?: string): string {
  const path = `/encuesta/${encodeURIComponent(orderNumber)}`;
  return email ? `${path}?${new URLSearchParams({ [SURVEY_EMAIL_QUERY]: email }).toString()}` : path;
}
