import type { Survey } from '@store/contracts';

// Test data typed by the contract: a fixture that drifts from the API fails to compile.

export const SURVEY_ORDER_NUMBER = 'HN-7K3Q-X9PM-2AB4';
export const SURVEY_ORDER_EMAIL = 'comprador@ejemplo.hn';

/** The after-purchase survey as the API serves it (demo survey 1, shortened). */
export function buildSurvey(overrides: Partial<Survey> = {}): Survey {
  return {
    id: 1,
    title: 'Encuesta de satisfacción de tu compra',
    questions: [
      { id: 'q1', text: '¿Qué tan satisfecho estás con tu compra?', type: 'rating', required: true },
      { id: 'q3', text: '¿Cómo calificas la atención de nuestro personal?', type: 'rating', required: false },
      {
        id: 'q5',
        text: '¿Nos recomendarías con un amigo o colega?',
        type: 'choice',
        required: true,
        options: ['Sí', 'No', 'Tal vez'],
      },
      { id: 'q6', text: '¿Qué podemos mejorar?', type: 'text', required: false, maxLength: 20 },
    ],
    ...overrides,
  };
}
