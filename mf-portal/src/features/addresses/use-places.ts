import { placeListHooks } from '@store/remote-kit';
import { useGetPlacesQuery } from './addresses-api';

/** Honduras' departments and a department's municipalities, as the checkout's 'Envío' offers them. */
export const { useDepartments, useMunicipalities } = placeListHooks(useGetPlacesQuery);
