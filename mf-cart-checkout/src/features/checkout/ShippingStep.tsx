import { useEffect, useMemo } from 'react';
import { useField, useForm } from 'react-final-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TextFieldInputProps } from '@store/remote-kit';
import { formatMoney } from '@store/shared-kernel';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  editCancelled,
  editStarted,
  quoteCleared,
  selectCheckout,
  selectShippingQuote,
  shippingQuoted,
  shippingSaved,
} from './checkout-slice';
import { CHECKOUT_TEXT } from './checkout-text';
import type { Place, ShippingAddress, ShippingValues } from './checkout-types';
import { validateShipping } from './checkout-validation';
import type { FormErrors } from './checkout-validation';
import { FieldRows, SelectInput } from './form-fields';
import { StepForm } from './StepForm';
import { useDepartments, useMunicipalities } from './use-places';
import type { PlaceList } from './use-places';

const EMPTY_SHIPPING: ShippingValues = { department: '', municipality: '', address_1: '', address_2: '' };

/** The saved address back in the form; the order names its department, the select needs its id. */
function shippingInitialValues(address: ShippingAddress | null, departments: Place[]): ShippingValues {
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
    <Alert
      severity="error"
      sx={{ my: 1 }}
      action={
        <Button color="inherit" size="small" onClick={list.retry}>
          {CHECKOUT_TEXT.retry}
        </Button>
      }
    >
      {list.error}
    </Alert>
  );
}

/**
 * Asks for the shipping cost whenever the municipality changes. The zone that prices a
 * delivery is the municipality's (api/docs/catalogue-extras.md); a municipality without one
 * is quoted by its id and the server falls back to its department's zone.
 */
function ShippingQuoteLine({ municipality }: { municipality: Place | undefined }) {
  const dispatch = useAppDispatch();
  const quote = useAppSelector(selectShippingQuote);
  const placeId = municipality?.id ?? null;
  const zoneId = municipality?.shipping_zone_id ?? null;
  useEffect(() => {
    if (placeId === null) {
      dispatch(quoteCleared());
      return undefined;
    }
    const request = dispatch(shippingQuoted(zoneId !== null ? { zoneId } : { placeId }));
    return () => request.abort();
  }, [dispatch, placeId, zoneId]);

  return (
    <Box aria-live="polite" sx={{ minHeight: 48, my: 1 }}>
      {placeId !== null && quote.loading && (
        <Typography color="text.secondary">{CHECKOUT_TEXT.quoting}</Typography>
      )}
      {placeId !== null && quote.value && (
        <>
          <Typography sx={{ fontWeight: 600 }}>
            {CHECKOUT_TEXT.shippingCost}: {formatMoney(quote.value.shippingTotal)}
          </Typography>
          {quote.value.deliveryDays > 0 && (
            <Typography variant="body2" color="text.secondary">
              {CHECKOUT_TEXT.deliveryDays(quote.value.deliveryDays)}
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
  const form = useForm<ShippingValues>();
  const departmentValue = useField<string>('department', { subscription: { value: true } }).input.value;
  const municipalityValue = useField<string>('municipality', { subscription: { value: true } }).input.value;
  const municipalities = useMunicipalities(countryId, departmentValue ? Number(departmentValue) : null);
  const municipality = municipalities.places.find((place) => String(place.id) === municipalityValue);

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
        disabled={!departmentValue}
      />
      <ShippingQuoteLine municipality={municipality} />
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
  const { order, editing } = useAppSelector(selectCheckout);
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
