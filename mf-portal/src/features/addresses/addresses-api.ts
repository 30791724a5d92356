import type { Address, AddressRequest, Place, SuccessResponse } from '@store/contracts';
import { placesCall } from '@store/remote-kit';
import type { PlacesFilter } from '@store/remote-kit';
import { requestToast } from '@store/app-kit';
import { portalApi } from '../../app/portal-api';
import { ADDRESSES_TEXT } from './addresses-text';

/** The body that saves an address as it is, now as the customer's default. */
function defaultAddressRequest(address: Address): AddressRequest {
  const { alias, firstname, lastname, telephone, address_1, address_2, place_id } = address;
  return { alias, firstname, lastname, telephone, address_1, address_2, place_id, is_default: true };
}

/** The success toast once the server has agreed; a failure is shown by the page that asked. */
async function toastWhenDone(answered: Promise<unknown>, message: string): Promise<void> {
  try {
    await answered;
  } catch {
    return;
  }
  requestToast(message);
}

/** A change to the book makes the cached list stale (the default may have moved too). */
const invalidatesList = (_result: unknown, error: unknown) => (error ? [] : (['Address'] as const));

/**
 * The address book's calls (api/docs/account.md). The list is cached per customer under the tag
 * `Address`, which a login or logout invalidates, so one customer's addresses never show in
 * another's session. `PUT` replaces every field, so making an address the default sends it whole.
 */
export const addressesApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /customers/{id}/addresses`: the default first. */
    getAddresses: build.query<Address[], number>({
      query: (customerId) => `/customers/${String(customerId)}/addresses`,
      providesTags: ['Address'],
    }),
    /** `POST /customers/{id}/addresses`: the customer's first address becomes the default. */
    addAddress: build.mutation<Address, { customerId: number; body: AddressRequest }>({
      query: ({ customerId, body }) => ({
        url: `/customers/${String(customerId)}/addresses`,
        method: 'POST',
        body,
      }),
      invalidatesTags: invalidatesList,
      onQueryStarted: (_arg, { queryFulfilled }) => toastWhenDone(queryFulfilled, ADDRESSES_TEXT.saved),
    }),
    /** `PUT /addresses/{id}` from the form; without `is_default` the address keeps its flag. */
    updateAddress: build.mutation<Address, { id: number; body: AddressRequest }>({
      query: ({ id, body }) => ({ url: `/addresses/${String(id)}`, method: 'PUT', body }),
      invalidatesTags: invalidatesList,
      onQueryStarted: (_arg, { queryFulfilled }) => toastWhenDone(queryFulfilled, ADDRESSES_TEXT.saved),
    }),
    /** `PUT /addresses/{id}` with `is_default: true`: the previous default stops being one. */
    makeDefaultAddress: build.mutation<Address, Address>({
      query: (address) => ({
        url: `/addresses/${String(address.id)}`,
        method: 'PUT',
        body: defaultAddressRequest(address),
      }),
      invalidatesTags: invalidatesList,
      onQueryStarted: (_arg, { queryFulfilled }) =>
        toastWhenDone(queryFulfilled, ADDRESSES_TEXT.defaultSaved),
    }),
    /** `DELETE /addresses/{id}`: if it was the default, the server gives the role to another one. */
    deleteAddress: build.mutation<SuccessResponse, number>({
      query: (id) => ({ url: `/addresses/${String(id)}`, method: 'DELETE' }),
      invalidatesTags: invalidatesList,
      onQueryStarted: (_arg, { queryFulfilled }) => toastWhenDone(queryFulfilled, ADDRESSES_TEXT.deleted),
    }),
    /** `GET /places`, one level at a time, for the department and municipality selects. */
    getPlaces: build.query<Place[], PlacesFilter>({ query: placesCall }),
  }),
});

export const {
  useGetAddressesQuery,
  useAddAddressMutation,
  useUpdateAddressMutation,
  useMakeDefaultAddressMutation,
  useDeleteAddressMutation,
  useGetPlacesQuery,
} = addressesApi;
