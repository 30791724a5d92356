// The compare list (spec section 4): the catalog owns it. Other features and app/ use only this.
export { CompareButton } from './CompareButton';
export type { CompareButtonProps } from './CompareButton';
export { CompareBar } from './CompareBar';
export { ComparePage } from './ComparePage';
export type { ComparePageProps } from './ComparePage';
export { compareReducer, selectComparedItems, selectIsCompared } from './compare-slice';
export type { CompareState } from './compare-slice';
export { registerCompareListeners, publishCompareList } from './compare-listeners';
export { COMPARE_TEXT, MAX_COMPARED_PRODUCTS } from './compare-text';
