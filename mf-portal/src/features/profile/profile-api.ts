import {
  ChangePasswordResponse,
  CustomerProfile,
  matchesContract,
  type ChangePasswordRequest,
  type SaveCustomerRequest,
} from '@store/contracts';
import { UNEXPECTED_ERROR_MESSAGE, type ApiFailure } from '@store/remote-kit';
import { requestToast } from '@store/app-kit';
import { portalApi } from '../../app/portal-api';
import { sessionUserUpdated } from '../auth';
import { PROFILE_TEXT } from './profile-text';

export interface SaveProfileArgs {
  customerId: number;
  body: SaveCustomerRequest;
}

/** A 2xx whose body is not the contract's: shown as a failure, never as someone's data. */
const unexpectedAnswer = (): { error: ApiFailure } => ({
  error: { status: 0, message: UNEXPECTED_ERROR_MESSAGE },
});

/**
 * Mi Perfil's calls. The profile is cached per customer id under the tag `Customer` (a login or
 * logout invalidates it, so one customer's data never shows in another's session); a save puts
 * the server's answer in that cache at once and invalidates the tag for the portal's other
 * readers of the customer. The success toasts are raised here, where the answer arrives.
 */
export const profileApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /customers/{id}: the token's own customer (anyone else is 403). */
    getProfile: build.query<CustomerProfile, number>({
      queryFn: async (customerId, _api, _extraOptions, baseQuery) => {
        const result = await baseQuery(`/customers/${String(customerId)}`);
        if (result.error) return { error: result.error };
        return matchesContract(CustomerProfile, result.data) ? { data: result.data } : unexpectedAnswer();
      },
      providesTags: (_result, _error, customerId) => [{ type: 'Customer', id: customerId }],
    }),

    /**
     * POST /customers/save-customer/{id}: the contact form, checked by the server with the same
     * rule (`validateContactForm`); 400 names the fields, 409 `EMAIL_TAKEN` the e-mail.
     */
    saveProfile: build.mutation<CustomerProfile, SaveProfileArgs>({
      queryFn: async ({ customerId, body }, _api, _extraOptions, baseQuery) => {
        const result = await baseQuery({
          url: `/customers/save-customer/${String(customerId)}`,
          method: 'POST',
          body,
        });
        if (result.error) return { error: result.error };
        return matchesContract(CustomerProfile, result.data) ? { data: result.data } : unexpectedAnswer();
      },
      onQueryStarted: async ({ customerId }, { dispatch, queryFulfilled }) => {
        let saved: CustomerProfile;
        try {
          ({ data: saved } = await queryFulfilled);
        } catch {
          return; // The form shows the failure.
        }
        dispatch(profileApi.util.updateQueryData('getProfile', customerId, () => saved));
        const { id, firstname, lastname, email, telephone } = saved;
        dispatch(sessionUserUpdated({ id, firstname, lastname, email, telephone }));
        requestToast(PROFILE_TEXT.saved);
      },
      invalidatesTags: (result) => (result ? ['Customer'] : []),
    }),

    /**
     * POST /users/change-password with the session's token. The server closes the customer's
     * other sessions; this one stays, so nothing cached here changes.
     */
    changePassword: build.mutation<ChangePasswordResponse, ChangePasswordRequest>({
      query: (body) => ({ url: '/users/change-password', method: 'POST', body }),
      transformResponse: (response: unknown): ChangePasswordResponse =>
        matchesContract(ChangePasswordResponse, response)
          ? response
          : { success: true, message: PROFILE_TEXT.passwordChanged },
      onQueryStarted: async (_body, { queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          requestToast(data.message);
        } catch {
          // The form shows the failure.
        }
      },
    }),
  }),
});

export const { useGetProfileQuery, useSaveProfileMutation, useChangePasswordMutation } = profileApi;
