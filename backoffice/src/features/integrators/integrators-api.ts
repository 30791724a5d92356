import type {
  AdminIntegrator,
  AdminIntegratorList,
  IntegratorOriginsBody,
  NewIntegratorBody,
  RotatedIntegratorSecret,
} from '@store/contracts';
import { adminApi } from '../../app/admin-api';

/** Integrators of the embedded checkout (api/src/routes/admin-integrator-routes.ts), role admin. */
export const integratorsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    integrators: build.query<AdminIntegratorList, undefined>({
      query: () => '/admin/integrators',
      providesTags: ['Integrator'],
    }),
    createIntegrator: build.mutation<RotatedIntegratorSecret, NewIntegratorBody>({
      query: (body) => ({ url: '/admin/integrators', method: 'POST', body }),
      invalidatesTags: ['Integrator'],
    }),
    setIntegratorOrigins: build.mutation<AdminIntegrator, { key: string; body: IntegratorOriginsBody }>({
      query: ({ key, body }) => ({ url: `/admin/integrators/${key}/origins`, method: 'PUT', body }),
      invalidatesTags: ['Integrator'],
    }),
    rotateIntegratorSecret: build.mutation<RotatedIntegratorSecret, { key: string }>({
      query: ({ key }) => ({ url: `/admin/integrators/${key}/rotate-secret`, method: 'POST' }),
      invalidatesTags: ['Integrator'],
    }),
    setIntegratorDisabled: build.mutation<AdminIntegrator, { key: string; disabled: boolean }>({
      query: ({ key, disabled }) => ({
        url: `/admin/integrators/${key}/${disabled ? 'disable' : 'enable'}`,
        method: 'POST',
      }),
      invalidatesTags: ['Integrator'],
    }),
  }),
});

export const {
  useIntegratorsQuery,
  useCreateIntegratorMutation,
  useSetIntegratorOriginsMutation,
  useRotateIntegratorSecretMutation,
  useSetIntegratorDisabledMutation,
} = integratorsApi;
