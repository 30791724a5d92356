import type { Queryable } from '../db/db.js';
import type { SurveyQuestion } from '@store/contracts';

interface SurveySeed {
  title: string;
  active: boolean;
  questions: SurveyQuestion[];
}

const rating = (id: string, text: string, required = true): SurveyQuestion => ({
  id,
  text,
  type: 'rating',
  required,
});

/**
 * Survey 1 is the post-purchase satisfaction survey linked from the order e-mail; survey 2
 * follows a workshop repair; survey 3 is a closed seasonal survey (answers refused).
 */
export const SURVEYS: readonly SurveySeed[] = [
  {
    title: 'Encuesta de satisfacción de tu compra',
    active: true,
    questions: [
      rating('q1', '¿Qué tan satisfecho estás con tu compra?'),
      rating('q2', '¿Cómo calificas el tiempo de entrega y el estado en que llegó tu pedido?'),
      rating('q3', '¿Cómo calificas la atención de nuestro personal?', false),
      {
        id: 'q4',
        text: '¿Cómo conociste nuestra tienda?',
        type: 'choice',
        required: false,
        options: [
          'Redes sociales',
          'Búsqueda en Google',
          'Recomendación de un amigo o familiar',
          'Visité una de nuestras tiendas',
          'Anuncio en radio o televisión',
          'Otro',
        ],
      },
      {
        id: 'q5',
        text: '¿Nos recomendarías con un amigo o colega?',
        type: 'choice',
        required: true,
        options: ['Sí', 'No', 'Tal vez'],
      },
      { id: 'q6', text: '¿Qué podemos mejorar?', type: 'text', required: false, maxLength: 1000 },
    ],
  },
  {
    title: 'Encuesta de servicio técnico',
    active: true,
    questions: [
      rating('q1', '¿Cómo calificas el diagnóstico que recibiste de tu equipo?'),
      rating('q2', '¿Cómo calificas el tiempo de reparación?'),
      {
        id: 'q3',
        text: '¿Tu equipo quedó funcionando correctamente?',
        type: 'choice',
        required: true,
        options: ['Sí', 'No', 'Parcialmente'],
      },
      { id: 'q4', text: 'Comentarios adicionales', type: 'text', required: false, maxLength: 1000 },
    ],
  },
  {
    title: 'Encuesta de temporada navideña 2025',
    active: false,
    questions: [
      rating('q1', '¿Cómo calificas nuestras ofertas de temporada?'),
      {
        id: 'q2',
        text: '¿Qué productos te hubiera gustado encontrar en oferta?',
        type: 'text',
        required: false,
      },
    ],
  },
];

export async function seedSurveys(tx: Queryable): Promise<void> {
  for (const survey of SURVEYS) {
    await tx.query('INSERT INTO surveys (title, questions, active) VALUES ($1, $2::jsonb, $3)', [
      survey.title,
      JSON.stringify(survey.questions),
      survey.active,
    ]);
  }
}
