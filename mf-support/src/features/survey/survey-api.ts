import type { CreatedResponse, Survey, SurveyResponseInput } from '@store/contracts';
import { supportApi } from '../../app/support-api';

export interface SurveyAnswerArgs {
  surveyId: number;
  body: SurveyResponseInput;
}

export const surveyApi = supportApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /survey/{id}`: an active survey's questions (404 'Encuesta no encontrada' once closed). */
    getSurvey: build.query<Survey, number>({
      query: (id) => `/survey/${String(id)}`,
    }),
    /**
     * `POST /survey/{id}/response`: the answers, for the order named by its number and e-mail.
     * 201 with the thanks; 409 when this order already answered; 400 with `answers.<id>` fields.
     */
    answerSurvey: build.mutation<CreatedResponse, SurveyAnswerArgs>({
      query: ({ surveyId, body }) => ({ url: `/survey/${String(surveyId)}/response`, method: 'POST', body }),
    }),
  }),
});

export const { useGetSurveyQuery, useAnswerSurveyMutation } = surveyApi;
