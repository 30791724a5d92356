// The only module allowed to touch the untyped react-redux hooks.
// eslint-disable-next-line no-restricted-imports
import { useDispatch, useSelector } from 'react-redux';
import type { StaffProfile } from '@store/contracts';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The logged-in staff member (null on the login page). */
export function useStaff(): StaffProfile | null {
  return useAppSelector((state) => state.session.staff);
}
