import { SURVEY_MESSAGES, validateSurveyAnswers, type Survey } from './survey.js';

const survey: Survey = {
  id: 1,
  title: 'Tu compra',
  questions: [
    { id: 'nps', text: '¿Nos recomendarías?', type: 'rating', required: true },
    {
      id: 'canal',
      text: '¿Cómo nos conociste?',
      type: 'choice',
      options: ['Redes', 'Radio'],
      required: false,
    },
    { id: 'comentario', text: 'Comentarios', type: 'text', required: false, maxLength: 5 },
  ],
};

describe('validateSurveyAnswers', () => {
  it('normalises accepted answers and drops blank optional ones', () => {
    expect(validateSurveyAnswers(survey, { nps: ' 4 ', canal: 'Radio', comentario: '  ' })).toEqual({
      ok: true,
      value: { nps: 4, canal: 'Radio' },
    });
  });

  it('keys every problem as answers.<id>', () => {
    expect(validateSurveyAnswers(survey, { canal: 'TV', comentario: 'demasiado', otra: 1 })).toEqual({
      ok: false,
      fields: {
        'answers.otra': SURVEY_MESSAGES.unknownQuestion,
        'answers.nps': SURVEY_MESSAGES.answerRequired,
        'answers.canal': SURVEY_MESSAGES.choiceInvalid,
        'answers.comentario': 'La respuesta debe tener como máximo 5 caracteres',
      },
    });
  });
});
