import { useMemo } from 'react';
import { Typography } from '@store/app-kit/shared-mui-components';
import { SERVICE_FIELDS } from '@store/contracts';
import { TextFieldInput } from '@store/remote-kit';
import { CustomerFields } from '../CustomerFields';
import type { FormValuesOf } from '../form-values';
import type { ServiceRequest, ServiceRequestBodies } from '../service-forms-api';
import { NEXT_STEPS } from '../service-form-text';
import { ServiceFormPage } from '../ServiceFormPage';
import { useCustomerPrefill } from '../use-customer-prefill';

export const CONTACT_TITLE = 'Contáctanos';

type ContactFormValues = FormValuesOf<ServiceRequestBodies['contact']>;

const fields = SERVICE_FIELDS.contact;

const toRequest = (values: ContactFormValues): ServiceRequest => ({ kind: 'contact', body: values });

/** 'Contáctanos' (`/contact-us`): a message to customer service, `POST /services/contact` ('CT-000123'). */
export function ContactPage() {
  const prefill = useCustomerPrefill();
  const initialValues = useMemo<ContactFormValues>(
    () => ({ name: prefill.name, email: prefill.email, telephone: '', subject: '', message: '' }),
    [prefill],
  );

  return (
    <ServiceFormPage
      title={CONTACT_TITLE}
      intro={
        <Typography>
          ¿Tienes una pregunta, una sugerencia o necesitas una cotización? Escríbenos y nuestro equipo de
          servicio al cliente te responderá.
        </Typography>
      }
      initialValues={initialValues}
      toRequest={toRequest}
      submitLabel="Enviar mensaje"
      nextSteps={NEXT_STEPS.contact}
    >
      <CustomerFields nameLabel={fields.name.label} />
      <TextFieldInput name="subject" label={fields.subject.label} required />
      <TextFieldInput name="message" label={fields.message.label} multiline required />
    </ServiceFormPage>
  );
}
