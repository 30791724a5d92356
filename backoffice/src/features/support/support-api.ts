import type {
  SurveyAnswerListQuery,
  SurveyAnswerPage,
  TicketDetail,
  TicketListQuery,
  TicketPage,
  TicketReplyBody,
  TicketStatusBody,
} from '@store/contracts';
import { adminApi } from '../../app/admin-api';

/** Service tickets and survey answers (api/src/routes/admin-support-routes.ts), role soporte. */
export const supportApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    tickets: build.query<TicketPage, Partial<TicketListQuery>>({
      query: (params) => ({ url: '/admin/tickets', params }),
      providesTags: ['TicketList'],
    }),
    ticket: build.query<TicketDetail, number>({
      query: (id) => `/admin/tickets/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Ticket', id }],
    }),
    changeTicketStatus: build.mutation<TicketDetail, { id: number; body: TicketStatusBody }>({
      query: ({ id, body }) => ({ url: `/admin/tickets/${id}/status`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Ticket', id }, 'TicketList'],
    }),
    replyToTicket: build.mutation<TicketDetail, { id: number; body: TicketReplyBody }>({
      query: ({ id, body }) => ({ url: `/admin/tickets/${id}/replies`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Ticket', id }, 'TicketList'],
    }),
    surveyAnswers: build.query<SurveyAnswerPage, Partial<SurveyAnswerListQuery>>({
      query: (params) => ({ url: '/admin/survey-answers', params }),
    }),
  }),
});

export const {
  useTicketsQuery,
  useTicketQuery,
  useChangeTicketStatusMutation,
  useReplyToTicketMutation,
  useSurveyAnswersQuery,
} = supportApi;
