import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link, Typography } from '@store/app-kit/shared-mui-components';
import { SERVICE_FIELDS } from '@store/contracts';
import { TextFieldInput } from '@store/remote-kit';
import { CustomerFields } from '../CustomerFields';
import type { FormValuesOf } from '../form-values';
import type { ServiceRequest, ServiceRequestBodies } from '../service-forms-api';
import { NEXT_STEPS, optionalLabel } from '../service-form-text';
import { ServiceFormPage } from '../ServiceFormPage';
import { useCustomerPrefill } from '../use-customer-prefill';

export const SERVICE_REQUEST_TITLE = 'Solicitud de servicio';

/** A general request to the support desk is the API's `support` kind (the workshop's is `create`). */
type ServiceRequestFormValues = FormValuesOf<ServiceRequestBodies['support']>;

const fields = SERVICE_FIELDS.support;

const toRequest = (values: ServiceRequestFormValues): ServiceRequest => ({ kind: 'support', body: values });

/**
 * The general service request (`/solicitud-de-servicio`): installation, configuration, warranty
 * or order questions for the support desk, `POST /services/support` ('ST-000123').
 */
export function ServiceRequestPage() {
  const prefill = useCustomerPrefill();
  const initialValues = useMemo<ServiceRequestFormValues>(
    () => ({
      name: prefill.name,
      email: prefill.email,
      telephone: '',
      reference: '',
      subject: '',
      description: '',
    }),
    [prefill],
  );

  return (
    <ServiceFormPage
      title={SERVICE_REQUEST_TITLE}
      intro={
        <>
          <Typography sx={{ mb: 1 }}>
            ¿Necesitas ayuda con la instalación, la configuración o la garantía de un producto, o con un
            pedido? Cuéntanos y nuestro equipo de soporte te ayudará.
          </Typography>
          <Typography>
            Si tu equipo necesita reparación, usa el formulario de{' '}
            <Link component={RouterLink} to="/technical-support">
              Servicio Técnico
            </Link>
            .
          </Typography>
        </>
      }
      initialValues={initialValues}
      toRequest={toRequest}
      submitLabel="Enviar solicitud"
      nextSteps={NEXT_STEPS.support}
    >
      <CustomerFields nameLabel={fields.name.label} />
      <TextFieldInput
        name="reference"
        label={optionalLabel(fields.reference.label)}
        placeholder="Por ejemplo: HN-ABCD-EFGH-JKLM"
      />
      <TextFieldInput name="subject" label={fields.subject.label} required />
      <TextFieldInput name="description" label={fields.description.label} multiline required />
    </ServiceFormPage>
  );
}
