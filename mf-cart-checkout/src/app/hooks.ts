// The only file allowed to touch the raw react-redux hooks: everything else uses these.
// eslint-disable-next-line no-restricted-imports
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** For reading the state once (e.g. on arrival), without subscribing to it. */
export const useAppStore = useStore.withTypes<AppStore>();
