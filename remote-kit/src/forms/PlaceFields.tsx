import { useField, useForm } from 'react-final-form';
import type { Place } from '@store/contracts';
import { ErrorState } from '../components/ErrorState';
import type { PlaceList } from './place-lists';
import { SelectInput } from './SelectInput';

export const PLACE_FIELDS_TEXT = {
  department: 'Departamento',
  municipality: 'Municipio',
  choose: 'Selecciona…',
  loading: 'Cargando…',
} as const;

/** The fields the picker writes: the chosen places' ids as text (native select values). */
export interface PlaceFieldValues {
  department: string;
  municipality: string;
}

/** The department chosen in the enclosing form, as the id its municipalities are listed by. */
export function useChosenDepartmentId(): number | null {
  const department = useField<string>('department', { subscription: { value: true } }).input.value;
  return department ? Number(department) : null;
}

function toOptions(places: Place[]) {
  return places.map((place) => ({ value: String(place.id), label: place.name }));
}

/** A place list's failure (with a retry) above the select that offers its places. */
function PlaceSelect({
  name,
  label,
  list,
  disabled = false,
  onValueChange,
}: {
  name: keyof PlaceFieldValues;
  label: string;
  list: PlaceList;
  disabled?: boolean;
  onValueChange?: (() => void) | undefined;
}) {
  return (
    <>
      {list.error && <ErrorState message={list.error} onRetry={list.retry} />}
      <SelectInput
        name={name}
        label={label}
        placeholder={list.loading ? PLACE_FIELDS_TEXT.loading : PLACE_FIELDS_TEXT.choose}
        options={toOptions(list.places)}
        disabled={disabled || list.loading}
        onValueChange={onValueChange}
      />
    </>
  );
}

/**
 * 'Departamento' then 'Municipio' inside a react-final-form form whose values include
 * `PlaceFieldValues`. The caller lists the municipalities of `useChosenDepartmentId()` (with its
 * app's `useMunicipalities`), so it can also read the chosen one (to quote a delivery...).
 */
export function PlaceFields({
  departments,
  municipalities,
  onMunicipalityChange,
}: {
  departments: PlaceList;
  municipalities: PlaceList;
  /** Runs after the shopper picked another municipality. */
  onMunicipalityChange?: () => void;
}) {
  const form = useForm<PlaceFieldValues>();
  const departmentId = useChosenDepartmentId();
  return (
    <>
      <PlaceSelect
        name="department"
        label={PLACE_FIELDS_TEXT.department}
        list={departments}
        // A municipality belongs to one department: changing the department drops it.
        onValueChange={() => form.change('municipality', '')}
      />
      <PlaceSelect
        name="municipality"
        label={PLACE_FIELDS_TEXT.municipality}
        list={municipalities}
        disabled={departmentId === null}
        onValueChange={onMunicipalityChange}
      />
    </>
  );
}
