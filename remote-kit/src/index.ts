// Runtime pieces, bundled into each app (this package is not a federation singleton).
// Test helpers live in '@store/remote-kit/testing' so production bundles never pull them in.
export { ToastBridge } from './toasts/ToastBridge';
export { StandaloneApp } from './standalone/StandaloneApp';
export type { StandaloneAppProps } from './standalone/StandaloneApp';
export { mountStandalone } from './standalone/mount-standalone';
export type { MountStandaloneOptions } from './standalone/mount-standalone';
export { ErrorState } from './components/ErrorState';
export { NotFound } from './components/NotFound';
export { TextFieldInput } from './forms/TextFieldInput';
export type { TextFieldInputProps } from './forms/TextFieldInput';
export { SubmitButton } from './forms/SubmitButton';
export { visibleError } from './forms/visible-error';
export type { FieldMetaLike } from './forms/visible-error';
export { CountBadge, CountedLabel } from './components/CountBadge';
export { AmexLogo, CardBrandLogos, MastercardLogo, VisaLogo } from './components/CardBrandLogos';
export { useDocumentTitle, STORE_NAME } from './page/use-document-title';
export { visuallyHidden } from './page/visually-hidden';
export { PageHead, NoIndex, storefrontOrigin } from './page/PageHead';
export type { PageHeadProps } from './page/PageHead';
export type { JsonLdNode, JsonValue } from './page/json-ld';
export {
  storeBaseQuery,
  toApiFailure,
  isApiFailure,
  failureMessage,
  UNEXPECTED_ERROR_MESSAGE,
  ABORTED_CODE,
} from './data/store-base-query';
export type { ApiCall, ApiFailure } from './data/store-base-query';
export { createServerHydration, serverQueryState, prepareQueryPage } from './data/server-rendering';
export type { ServerQueryState } from './data/server-rendering';
export { formatCalendarDate, formatDateTime } from './format/dates';
export { MonthlyFrom, MONTHLY_FROM_TEXT } from './components/MonthlyFrom';
export { SelectInput } from './forms/SelectInput';
export type { SelectInputProps, SelectOption } from './forms/SelectInput';
export { PlaceFields, PLACE_FIELDS_TEXT, useChosenDepartmentId } from './forms/PlaceFields';
export type { PlaceFieldValues } from './forms/PlaceFields';
export { placesCall, placeListHooks } from './forms/place-lists';
export type {
  DepartmentList,
  PlaceList,
  PlacesFilter,
  PlacesQueryResult,
  UsePlacesQuery,
} from './forms/place-lists';
export { addressLines } from './forms/address-lines';
export type { AddressLinesSource } from './forms/address-lines';
export { toCartSnapshot } from './cart/cart-snapshot';
export type { CartSnapshotSource } from './cart/cart-snapshot';
export { DateFieldInput } from './forms/DateFieldInput';
export type { DateFieldInputProps } from './forms/DateFieldInput';
export { FigureList, Figure } from './components/FigureList';
export { DeliveryDetails, DELIVERY_TEXT } from './components/DeliveryDetails';
export type { DeliveryDetailsSource } from './components/DeliveryDetails';
export { submitErrorsOf } from './forms/submit-errors';
export {
  focusFirstInvalidField,
  focusFormField,
  submitFocusingFirstInvalid,
} from './forms/focus-first-invalid';
export { FocusAfterRefusal } from './forms/FocusAfterRefusal';
export { ReadableSnackbarProvider, TOAST_ANCHOR, TOAST_COLORS } from './toasts/ReadableSnackbarProvider';
