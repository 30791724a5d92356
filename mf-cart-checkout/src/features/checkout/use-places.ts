import { placeListHooks } from '@store/remote-kit';
import { useGetPlacesQuery } from './checkout-api';

/**
 * Honduras' departments and a department's municipalities, read with this remote's
 * `GET /places` (the lists' rules are remote-kit's, shared with the portal's address book).
 */
export const { useDepartments, useMunicipalities } = placeListHooks(useGetPlacesQuery);
