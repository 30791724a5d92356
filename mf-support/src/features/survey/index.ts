// The survey feature's public API: the exposed module mounts the page; 'Mi Pedido' links to it.
export { SurveyPage } from './SurveyPage';
export { SURVEY_EMAIL_QUERY, SURVEY_ROUTE, surveyPath } from './survey-links';
