import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, Typography } from '@store/app-kit/shared-mui-components';
import { PREFERRED_CONTACT, SERVICE_DATE_MIN, SERVICE_FIELDS, latestServiceDate } from '@store/contracts';
import { SelectInput, TextFieldInput } from '@store/remote-kit';
import { DateFieldInput } from '@store/remote-kit';
import { CustomerFields, pairSx } from '../CustomerFields';
import type { FormValuesOf } from '../form-values';
import { FormSection } from '../FormSection';
import type { ServiceRequest, ServiceRequestBodies } from '../service-forms-api';
import { NEXT_STEPS, PREFERRED_CONTACT_LABELS, optionalLabel } from '../service-form-text';
import { ServiceFormPage } from '../ServiceFormPage';
import { useCustomerPrefill } from '../use-customer-prefill';
import { WorkshopListFields } from './WorkshopListFields';

export const TECHNICAL_SUPPORT_TITLE = 'Servicio Técnico';

/** The workshop's form is the API's `create` kind: the one whose brand and city it checks. */
type WorkshopFormValues = FormValuesOf<ServiceRequestBodies['create']>;

const fields = SERVICE_FIELDS.create;

const toRequest = (values: WorkshopFormValues): ServiceRequest => ({ kind: 'create', body: values });

const PREFERRED_CONTACT_OPTIONS = PREFERRED_CONTACT.map((value) => ({
  value,
  label: PREFERRED_CONTACT_LABELS[value],
}));

/**
 * 'Servicio Técnico' (`/technical-support`): a repair request for the workshop — who asks, the
 * equipment (brand and city from the workshop's lists), the fault and how to be contacted;
 * `POST /services/create` answers with the ticket ('TL-000123').
 */
export function TechnicalSupportPage() {
  const prefill = useCustomerPrefill();
  const initialValues = useMemo<WorkshopFormValues>(
    () => ({
      name: prefill.name,
      email: prefill.email,
      telephone: '',
      brand: '',
      city: '',
      equipment_type: '',
      model: '',
      serial: '',
      purchase_date: '',
      description: '',
      preferred_contact: 'telefono',
    }),
    [prefill],
  );
  // Today in Honduras: the field offers no day the rule would refuse.
  const today = latestServiceDate();

  return (
    <ServiceFormPage
      title={TECHNICAL_SUPPORT_TITLE}
      intro={
        <>
          <Typography sx={{ mb: 1 }}>
            ¿Tu equipo necesita revisión o reparación? Cuéntanos qué le pasa y nuestro taller se pondrá en
            contacto contigo para recibirlo en una de nuestras tiendas o por courier.
          </Typography>
          <Typography>
            ¿Solo tienes una consulta sobre un producto o un pedido? Escríbenos en{' '}
            <Link component={RouterLink} to="/solicitud-de-servicio">
              Solicitud de servicio
            </Link>
            .
          </Typography>
        </>
      }
      initialValues={initialValues}
      toRequest={toRequest}
      submitLabel="Enviar solicitud"
      nextSteps={NEXT_STEPS.workshop}
    >
      <FormSection title="Tus datos">
        <CustomerFields nameLabel={fields.name.label} />
        <SelectInput
          name="preferred_contact"
          label={optionalLabel(fields.preferred_contact.label)}
          options={PREFERRED_CONTACT_OPTIONS}
          placeholder="Sin preferencia"
          required={false}
        />
      </FormSection>
      <FormSection title="Tu equipo">
        <WorkshopListFields />
        <Box sx={pairSx}>
          <TextFieldInput
            name="equipment_type"
            label={fields.equipment_type.label}
            placeholder="Laptop, impresora, monitor…"
            required
          />
          <TextFieldInput name="model" label={optionalLabel(fields.model.label)} />
        </Box>
        <Box sx={pairSx}>
          <TextFieldInput name="serial" label={optionalLabel(fields.serial.label)} autoComplete="off" />
          <DateFieldInput
            name="purchase_date"
            label={optionalLabel(fields.purchase_date.label)}
            min={SERVICE_DATE_MIN}
            max={today}
            helperText="Nos ayuda a saber si tu equipo está en garantía"
          />
        </Box>
      </FormSection>
      <FormSection title="La falla">
        <TextFieldInput name="description" label={fields.description.label} multiline required />
      </FormSection>
    </ServiceFormPage>
  );
}
