import { useMemo } from 'react';
import { Box, Typography } from '@store/app-kit/shared-mui-components';
import { BUSINESS_TYPES, SERVICE_FIELDS } from '@store/contracts';
import { SelectInput, TextFieldInput } from '@store/remote-kit';
import { CustomerFields, pairSx } from '../CustomerFields';
import type { FormValuesOf } from '../form-values';
import { FormSection } from '../FormSection';
import type { ServiceRequest, ServiceRequestBodies } from '../service-forms-api';
import { BUSINESS_TYPE_LABELS, NEXT_STEPS } from '../service-form-text';
import { ServiceFormPage } from '../ServiceFormPage';
import { useCustomerPrefill } from '../use-customer-prefill';

export const CORPORATE_SALES_TITLE = 'Ventas corporativas';

/** The API's HORECA desk (hotels, restaurants, cafés) also takes other companies ('otro'). */
type CorporateFormValues = FormValuesOf<ServiceRequestBodies['horeca']>;

const fields = SERVICE_FIELDS.horeca;

const toRequest = (values: CorporateFormValues): ServiceRequest => ({ kind: 'horeca', body: values });

const BUSINESS_TYPE_OPTIONS = BUSINESS_TYPES.map((value) => ({ value, label: BUSINESS_TYPE_LABELS[value] }));

/**
 * Corporate and hospitality sales (`/ventas-corporativas`): a company asks for a proposal,
 * `POST /services/horeca` ('HC-000123').
 */
export function CorporateSalesPage() {
  const prefill = useCustomerPrefill();
  const initialValues = useMemo<CorporateFormValues>(
    () => ({
      company: '',
      contact_name: prefill.name,
      email: prefill.email,
      telephone: '',
      business_type: '',
      city: '',
      message: '',
    }),
    [prefill],
  );

  return (
    <ServiceFormPage
      title={CORPORATE_SALES_TITLE}
      intro={
        <Typography>
          Equipamos empresas, hoteles, restaurantes y cafeterías: computadoras, redes, señalización digital,
          energía solar y más, con precios por volumen y atención de un asesor. Cuéntanos qué necesitas y te
          preparamos una propuesta.
        </Typography>
      }
      initialValues={initialValues}
      toRequest={toRequest}
      submitLabel="Solicitar propuesta"
      nextSteps={NEXT_STEPS.corporate}
    >
      <FormSection title="Tu empresa">
        <TextFieldInput name="company" label={fields.company.label} autoComplete="organization" required />
        <Box sx={pairSx}>
          <SelectInput
            name="business_type"
            label={fields.business_type.label}
            options={BUSINESS_TYPE_OPTIONS}
            placeholder="Elige el tipo de negocio"
          />
          <TextFieldInput name="city" label={fields.city.label} autoComplete="address-level2" required />
        </Box>
      </FormSection>
      <FormSection title="Persona de contacto">
        <CustomerFields nameField="contact_name" nameLabel={fields.contact_name.label} />
      </FormSection>
      <FormSection title="Tu consulta">
        <TextFieldInput name="message" label={fields.message.label} multiline required />
      </FormSection>
    </ServiceFormPage>
  );
}
