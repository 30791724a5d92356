import { Box } from '@store/app-kit/shared-mui-components';
import { SERVICE_FIELDS, type WorkshopOptions } from '@store/contracts';
import { ErrorState, SelectInput, type SelectOption } from '@store/remote-kit';
import { pairSx } from '../CustomerFields';
import { useGetWorkshopBrandsQuery, useGetWorkshopCitiesQuery } from '../service-forms-api';
import { SERVICE_FORM_TEXT } from '../service-form-text';

const { brand, city } = SERVICE_FIELDS.create;

/** The option's id is what the API matches (it also takes the name). */
function optionsOf(list: WorkshopOptions | undefined): SelectOption[] {
  return (list ?? []).map((option) => ({ value: String(option.id), label: option.name }));
}

/** The first line of a list's select: what to do, or why it cannot be done yet. */
function placeholderOf(list: { data?: WorkshopOptions; isError: boolean }, choose: string): string {
  if (list.data) return choose;
  return list.isError ? SERVICE_FORM_TEXT.listUnavailable : SERVICE_FORM_TEXT.loadingList;
}

/**
 * Brand and city of the workshop form, from the API's lists. If either list cannot be read the
 * form says 'Error inesperado' (docs/business-rules.md#support) with one way to ask again for
 * what failed; the other fields stay usable.
 */
export function WorkshopListFields() {
  const brands = useGetWorkshopBrandsQuery(undefined);
  const cities = useGetWorkshopCitiesQuery(undefined);
  const failed = brands.isError || cities.isError;

  const retry = () => {
    if (brands.isError) void brands.refetch();
    if (cities.isError) void cities.refetch();
  };

  return (
    <>
      <Box sx={pairSx}>
        <SelectInput
          name="brand"
          label={brand.label}
          options={optionsOf(brands.data)}
          placeholder={placeholderOf(brands, 'Elige la marca')}
          disabled={!brands.data}
        />
        <SelectInput
          name="city"
          label={city.label}
          options={optionsOf(cities.data)}
          placeholder={placeholderOf(cities, 'Elige tu ciudad')}
          disabled={!cities.data}
          // A disabled field's helper text is greyed below readable contrast: shown once usable.
          helperText={cities.data ? 'Donde entregarás el equipo (en tienda o por courier)' : undefined}
        />
      </Box>
      {failed && <ErrorState message={SERVICE_FORM_TEXT.workshopListsFailed} onRetry={retry} />}
    </>
  );
}
