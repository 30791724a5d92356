import { useCallback, useMemo } from 'react';
import { useField } from 'react-final-form';
import { shallowEqual } from 'react-redux';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Alert, Box, Typography } from '@store/app-kit/shared-mui-components';
import type { Address, OrderShippingAddress, Place } from '@store/contracts';
import { failureMessage, PlaceFields, useChosenDepartmentId } from '@store/remote-kit';
import type { DepartmentList, TextFieldInputProps } from '@store/remote-kit';
import { formatMoney } from '@store/app-kit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useGetShippingQuoteQuery } from './checkout-api';
import {
  editCancelled,
  editStarted,
  errorDismissed,
  selectCheckout,
  selectOrderRef,
  shippingSaved,
} from './checkout-slice';
import { CHECKOUT_TEXT } from './checkout-text';
import type { QuoteTarget, ShippingValues } from './checkout-types';
import { validateShipping } from './checkout-validation';
import type { FormErrors } from './checkout-validation';
import { FieldRows } from './form-fields';
import {
  chosenSavedAddress,
  initialAddressChoice,
  shippingValuesOf,
} from './saved-addresses/saved-address-choice';
import type { ShippingChoiceValues } from './saved-addresses/saved-address-choice';
import { SAVED_ADDRESSES_TEXT } from './saved-addresses/saved-addresses-text';
import { SavedAddressChoice } from './saved-addresses/SavedAddressChoice';
import { useSavedAddresses } from './saved-addresses/use-saved-addresses';
import { StepForm } from './StepForm';
import { useCheckoutOrder } from './use-checkout-order';
import { useDepartments, useMunicipalities } from './use-places';

const EMPTY_SHIPPING: ShippingValues = { department: '', municipality: '', address_1: '', address_2: '' };

const HEADING_ID = 'checkout-shipping-heading';

/** The order's delivery back in the form; the order names its department, the select needs its id. */
function deliveryFormValues(address: OrderShippingAddress | null, departments: Place[]): ShippingValues {
  if (!address) return EMPTY_SHIPPING;
  const department = departments.find((place) => place.name === address.department);
  return {
    department: department ? String(department.id) : '',
    municipality: department && address.place_id !== null ? String(address.place_id) : '',
    address_1: address.address_1,
    address_2: address.address_2,
  };
}

/** The API's field names on a failed save, mapped onto this form's fields. */
function shippingSubmitErrors(
  fields: Record<string, string> | undefined,
): FormErrors<ShippingValues> | undefined {
  if (!fields) return undefined;
  const errors: FormErrors<ShippingValues> = {};
  const municipality = fields.place_id ?? fields.shipping_zone_id;
  if (municipality) errors.municipality = municipality;
  if (fields.address_1) errors.address_1 = fields.address_1;
  if (fields.address_2) errors.address_2 = fields.address_2;
  return errors;
}

/** The municipalities of the department chosen in the form, and the chosen municipality. */
function useChosenPlaces(countryId: number | null) {
  const municipalityId = useField<string>('municipality', { subscription: { value: true } }).input.value;
  const municipalities = useMunicipalities(countryId, useChosenDepartmentId());
  const municipality = municipalities.places.find((place) => String(place.id) === municipalityId);
  return { municipalities, municipality };
}

/** The saved address chosen in the form, if one is. */
function useChosenSavedAddress(addresses: readonly Address[]): Address | undefined {
  const choice = useField<string>('savedAddress', { subscription: { value: true } }).input.value;
  return chosenSavedAddress(addresses, choice);
}

/** Where the form's delivery goes, as the API prices it. */
interface QuoteSource {
  countryId: number | null;
  addresses: readonly Address[];
}

/**
 * The shipping cost of the chosen delivery, asked for whenever it changes (the order does not
 * change). The zone that prices a delivery is the municipality's (api/docs/catalog-extras.md);
 * a municipality without one, or a saved address, is quoted by its place and the server falls
 * back to its department's zone. Only the current choice's answer is shown.
 */
function useChosenDeliveryQuote({ countryId, addresses }: QuoteSource) {
  const { municipality } = useChosenPlaces(countryId);
  const saved = useChosenSavedAddress(addresses);
  const order = useAppSelector(selectOrderRef, shallowEqual);
  let target: QuoteTarget | null = null;
  if (saved) target = { placeId: saved.place_id };
  else if (municipality) {
    const zoneId = municipality.shipping_zone_id;
    target = zoneId !== null ? { zoneId } : { placeId: municipality.id };
  }
  return useGetShippingQuoteQuery(order && target ? { order, target } : skipToken);
}

/**
 * docs/business-rules.md#checkout: a failed quote's message (the server's) above the form, like a
 * failed save's.
 */
function ShippingQuoteError(source: QuoteSource) {
  const quote = useChosenDeliveryQuote(source);
  if (!quote.isError) return null;
  return (
    <Alert severity="error" sx={{ my: 2 }}>
      {failureMessage(quote.error)}
    </Alert>
  );
}

function ShippingQuoteLine(source: QuoteSource) {
  const quote = useChosenDeliveryQuote(source);
  const value = quote.currentData;
  return (
    <Box aria-live="polite" sx={{ minHeight: 48, my: 1 }}>
      {quote.isFetching && !value && <Typography color="text.secondary">{CHECKOUT_TEXT.quoting}</Typography>}
      {value && (
        <>
          <Typography sx={{ fontWeight: 600 }}>
            {CHECKOUT_TEXT.shippingCost}: {formatMoney(value.shippingTotal)}
          </Typography>
          {value.deliveryDays > 0 && (
            <Typography variant="body2" color="text.secondary">
              {CHECKOUT_TEXT.deliveryDays(value.deliveryDays)}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}

const ADDRESS_ROWS: (TextFieldInputProps & { name: keyof ShippingValues })[][] = [
  [
    {
      name: 'address_1',
      label: CHECKOUT_TEXT.address,
      placeholder: CHECKOUT_TEXT.addressPlaceholder,
      autoComplete: 'street-address',
      required: true,
    },
  ],
  [{ name: 'address_2', label: CHECKOUT_TEXT.reference, placeholder: CHECKOUT_TEXT.referencePlaceholder }],
];

/** The address form (a guest's, or a customer's 'Otra dirección'), or just the chosen saved address's cost. */
function DeliveryFields({
  departments,
  addresses,
}: {
  departments: DepartmentList;
  addresses: readonly Address[];
}) {
  const dispatch = useAppDispatch();
  const saved = useChosenSavedAddress(addresses);
  const { municipalities } = useChosenPlaces(departments.countryId);
  const quoteLine = <ShippingQuoteLine countryId={departments.countryId} addresses={addresses} />;
  if (saved) return quoteLine;
  return (
    <>
      <PlaceFields
        departments={departments}
        municipalities={municipalities}
        // Another municipality is a new attempt: the last failure no longer describes the form.
        onMunicipalityChange={() => dispatch(errorDismissed())}
      />
      {quoteLine}
      <FieldRows rows={ADDRESS_ROWS} />
    </>
  );
}

/** The form, once the customer's saved addresses (if any) are known. */
function ShippingForm({ addresses }: { addresses: readonly Address[] }) {
  const dispatch = useAppDispatch();
  const { editing } = useAppSelector(selectCheckout);
  const order = useCheckoutOrder().currentData;
  const departments = useDepartments();
  const delivery = order?.shippingAddress ?? null;
  const initialValues = useMemo(
    (): ShippingChoiceValues => ({
      ...deliveryFormValues(delivery, departments.places),
      savedAddress: initialAddressChoice(addresses, delivery),
    }),
    [delivery, departments.places, addresses],
  );
  // A saved address passed the address book's rules; the API judges it again when it is sent.
  const validate = useCallback(
    (values: ShippingChoiceValues): FormErrors<ShippingChoiceValues> =>
      chosenSavedAddress(addresses, values.savedAddress) ? {} : validateShipping(values),
    [addresses],
  );

  return (
    <StepForm<ShippingChoiceValues>
      heading={CHECKOUT_TEXT.shippingHeading}
      headingId={HEADING_ID}
      onSubmit={async (values) => {
        const saved = chosenSavedAddress(addresses, values.savedAddress);
        const result = await dispatch(shippingSaved(saved ? shippingValuesOf(saved) : values));
        if (!shippingSaved.rejected.match(result)) return undefined;
        // A saved address has no fields on screen: the failure's message above the form says it all.
        return saved ? undefined : shippingSubmitErrors(result.payload?.fields);
      }}
      validate={validate}
      initialValues={initialValues}
      alert={<ShippingQuoteError countryId={departments.countryId} addresses={addresses} />}
      secondaryAction={
        editing === 'shipping'
          ? { label: CHECKOUT_TEXT.cancel, onClick: () => dispatch(editCancelled()) }
          : { label: CHECKOUT_TEXT.editContact, onClick: () => dispatch(editStarted('contact')) }
      }
    >
      {addresses.length > 0 && (
        <SavedAddressChoice addresses={addresses} onChange={() => dispatch(errorDismissed())} />
      )}
      <DeliveryFields departments={departments} addresses={addresses} />
    </StepForm>
  );
}

/**
 * Step 'Envío' (1 → 2): home delivery to a municipality, priced by the server. A logged-in
 * customer picks one of their saved addresses (the default first) or 'Otra dirección'; a guest
 * fills the form.
 */
export function ShippingStep() {
  const saved = useSavedAddresses();
  if (saved.loading) {
    return (
      <Box component="section" aria-labelledby={HEADING_ID}>
        <Typography id={HEADING_ID} variant="h2" component="h1" gutterBottom>
          {CHECKOUT_TEXT.shippingHeading}
        </Typography>
        <Typography role="status" color="text.secondary">
          {SAVED_ADDRESSES_TEXT.loading}
        </Typography>
      </Box>
    );
  }
  return <ShippingForm addresses={saved.addresses} />;
}
