import type {
  SecondFactorResetResponse,
  StaffInviteRequest,
  StaffInviteResponse,
  StaffList,
  StaffProfile,
  StaffUpdateRequest,
} from '@store/contracts';
import { adminApi } from '../../app/admin-api';

/** Staff accounts (api/src/routes/admin-staff-routes.ts), `admin` only. */
export const staffApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    staffList: build.query<StaffList, undefined>({ query: () => '/admin/staff', providesTags: ['Staff'] }),
    inviteStaff: build.mutation<StaffInviteResponse, StaffInviteRequest>({
      query: (body) => ({ url: '/admin/staff', method: 'POST', body }),
      invalidatesTags: ['Staff'],
    }),
    updateStaff: build.mutation<StaffProfile, { id: number; body: StaffUpdateRequest }>({
      query: ({ id, body }) => ({ url: `/admin/staff/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['Staff', 'Me'],
    }),
    resetSecondFactor: build.mutation<SecondFactorResetResponse, { id: number }>({
      query: ({ id }) => ({ url: `/admin/staff/${id}/reset-second-factor`, method: 'POST' }),
      invalidatesTags: ['Staff'],
    }),
  }),
});

export const {
  useStaffListQuery,
  useInviteStaffMutation,
  useUpdateStaffMutation,
  useResetSecondFactorMutation,
} = staffApi;
