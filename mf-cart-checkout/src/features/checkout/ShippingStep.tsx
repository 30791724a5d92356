import { useMemo } from 'react';
import { useField, useForm } from 'react-final-form';
import { shallowEqual } from 'react-redux';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OrderShippingAddress, Place } from '@store/contracts';
import { failureMessage } from '@store/remote-kit';
import type { TextFieldInputProps } from '@store/remote-kit';
import { formatMoney } from '@store/shared-kernel';
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
import type { ShippingValues } from './checkout-types';
import { validateShipping } from './checkout-validation';
import type { FormErrors } from './checkout-validation';
import { FieldRows, SelectInput } from './form-fields';
import { StepForm } from './StepForm';
import { useCheckoutOrder } from './use-checkout-order';
import { useDepartments, useMunicipalities } from './use-places';
import type { PlaceList } from './use-places';
import { RetryAlert } from '../../components/RetryAlert';

const EMPTY_SHIPPING: ShippingValues = { department: '', municipality: '', address_1: '', address_2: '' };

/** The saved address back in the form; the order names its department, the select needs its id. */
function shippingInitialValues(address: OrderShippingAddress | null, departments: Place[]): ShippingValues {
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

function toOptions(places: Place[]) {
  return places.map((place) => ({ value: String(place.id), label: place.name }));
}

function PlacesError({ list }: { list: PlaceList }) {
  if (!list.error) return null;
  return (
    <RetryAlert onRetry={list.retry} sx={{ my: 1 }}>
      {list.error}
    </RetryAlert>
  );
}

/** The department and municipality chosen in the form, and the municipalities on offer. */
function useChosenPlaces(countryId: number | null) {
  const department = useField<string>('department', { subscription: { value: true } }).input.value;
  const municipalityId = useField<string>('municipality', { subscription: { value: true } }).input.value;
  const municipalities = useMunicipalities(countryId, department ? Number(department) : null);
  const municipality = municipalities.places.find((place) => String(place.id) === municipalityId);
  return { department, municipalities, municipality };
}

/**
 * The shipping cost of the chosen municipality, asked for whenever it changes (the order does
 * not change). The zone that prices a delivery is the municipality's
 * (api/docs/catalog-extras.md); a municipality without one is quoted by its id and the
 * server falls back to its department's zone. Only the current choice's answer is shown.
 */
function useChosenMunicipalityQuote(countryId: number | null) {
  const { municipality } = useChosenPlaces(countryId);
  const order = useAppSelector(selectOrderRef, shallowEqual);
  const zoneId = municipality?.shipping_zone_id ?? null;
  const target = municipality ? (zoneId !== null ? { zoneId } : { placeId: municipality.id }) : null;
  return useGetShippingQuoteQuery(order && target ? { order, target } : skipToken);
}

/**
 * docs/business-rules.md#checkout: a failed quote's message (the server's) above the form, like a
 * failed save's.
 */
function ShippingQuoteError({ countryId }: { countryId: number | null }) {
  const quote = useChosenMunicipalityQuote(countryId);
  if (!quote.isError) return null;
  return (
    <Alert severity="error" sx={{ my: 2 }}>
      {failureMessage(quote.error)}
    </Alert>
  );
}

function ShippingQuoteLine({ countryId }: { countryId: number | null }) {
  const quote = useChosenMunicipalityQuote(countryId);
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

/** A place list's failure (with a retry) above the select that offers its places. */
function PlaceSelect({
  name,
  label,
  list,
  disabled = false,
  onValueChange,
}: {
  name: keyof ShippingValues;
  label: string;
  list: PlaceList;
  disabled?: boolean;
  onValueChange?: () => void;
}) {
  return (
    <>
      <PlacesError list={list} />
      <SelectInput
        name={name}
        label={label}
        placeholder={list.loading ? CHECKOUT_TEXT.loadingPlaces : CHECKOUT_TEXT.choose}
        options={toOptions(list.places)}
        disabled={disabled || list.loading}
        onValueChange={onValueChange}
      />
    </>
  );
}

function PlaceFields({ departments, countryId }: { departments: PlaceList; countryId: number | null }) {
  const dispatch = useAppDispatch();
  const form = useForm<ShippingValues>();
  const { department, municipalities } = useChosenPlaces(countryId);

  return (
    <>
      <PlaceSelect
        name="department"
        label={CHECKOUT_TEXT.department}
        list={departments}
        // A municipality belongs to one department: changing the department drops it.
        onValueChange={() => form.change('municipality', '')}
      />
      <PlaceSelect
        name="municipality"
        label={CHECKOUT_TEXT.municipality}
        list={municipalities}
        disabled={!department}
        // Another municipality is a new attempt: the last failure no longer describes the form.
        onValueChange={() => dispatch(errorDismissed())}
      />
      <ShippingQuoteLine countryId={countryId} />
    </>
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

/** Step 'Envío' (1 → 2): home delivery to a municipality, priced by the server. */
export function ShippingStep() {
  const dispatch = useAppDispatch();
  const { editing } = useAppSelector(selectCheckout);
  const order = useCheckoutOrder().currentData;
  const departments = useDepartments();
  const address = order?.shippingAddress ?? null;
  const initialValues = useMemo(
    () => shippingInitialValues(address, departments.places),
    [address, departments.places],
  );

  return (
    <StepForm<ShippingValues>
      heading={CHECKOUT_TEXT.shippingHeading}
      headingId="checkout-shipping-heading"
      onSubmit={async (values) => {
        const result = await dispatch(shippingSaved(values));
        return shippingSaved.rejected.match(result)
          ? shippingSubmitErrors(result.payload?.fields)
          : undefined;
      }}
      validate={validateShipping}
      initialValues={initialValues}
      alert={<ShippingQuoteError countryId={departments.countryId} />}
      secondaryAction={
        editing === 'shipping'
          ? { label: CHECKOUT_TEXT.cancel, onClick: () => dispatch(editCancelled()) }
          : { label: CHECKOUT_TEXT.editContact, onClick: () => dispatch(editStarted('contact')) }
      }
    >
      <PlaceFields departments={departments} countryId={departments.countryId} />
      <FieldRows rows={ADDRESS_ROWS} />
    </StepForm>
  );
}
