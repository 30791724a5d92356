import type {
  ContactMessageRequest,
  HorecaRequest,
  ServiceKind,
  ServiceRequestCreated,
  SupportRequest,
  WorkshopOptions,
  WorkshopRequest,
} from '@store/contracts';
import { supportApi } from '../../app/support-api';

/** The body each `POST /services/{kind}` takes (docs: api/docs/catalog-extras.md#service-forms). */
export interface ServiceRequestBodies {
  create: WorkshopRequest;
  support: SupportRequest;
  contact: ContactMessageRequest;
  horeca: HorecaRequest;
}

/** One request of any of the four forms: its kind and that kind's body. */
export type ServiceRequest = {
  [K in ServiceKind]: { kind: K; body: ServiceRequestBodies[K] };
}[ServiceKind];

/** The workshop's lists change with the catalogue, not while someone fills the form. */
const WORKSHOP_LIST_SECONDS = 60 * 60;

export const serviceFormsApi = supportApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /app-services/cities-form-workshop`: where the workshop receives equipment. */
    getWorkshopCities: build.query<WorkshopOptions, undefined>({
      query: () => '/app-services/cities-form-workshop',
      keepUnusedDataFor: WORKSHOP_LIST_SECONDS,
    }),
    /** `GET /app-services/brands-form-workshop`: the brands the workshop repairs. */
    getWorkshopBrands: build.query<WorkshopOptions, undefined>({
      query: () => '/app-services/brands-form-workshop',
      keepUnusedDataFor: WORKSHOP_LIST_SECONDS,
    }),
    /** `POST /services/{kind}`: 201 with the ticket, 400 with every field's message, 429. */
    sendServiceRequest: build.mutation<ServiceRequestCreated, ServiceRequest>({
      query: ({ kind, body }) => ({ url: `/services/${kind}`, method: 'POST', body }),
    }),
  }),
});

export const { useGetWorkshopCitiesQuery, useGetWorkshopBrandsQuery, useSendServiceRequestMutation } =
  serviceFormsApi;
