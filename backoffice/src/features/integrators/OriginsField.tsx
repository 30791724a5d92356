import { FormTextField } from '../../shared/form-fields';
import { validateOrigins } from './origins-field';

/** The allowed origins typed one per line, checked by the API's own rule; for new and existing integrators. */
export function OriginsField({ label }: { label: string }) {
  return (
    <FormTextField
      name="origins"
      label={label}
      required
      multiline
      minRows={3}
      helperText="https://dominio sin ruta (p. ej. https://tienda.ejemplo.hn); http:// solo para localhost."
      validate={validateOrigins}
    />
  );
}
