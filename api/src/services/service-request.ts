import type { ServiceKind } from '@store/contracts';

/**
 * What the server does with each request form of /services/* (docs/business-rules.md#support).
 * The forms themselves (fields, body schemas, the rule and its Spanish messages) are the
 * contract's (`SERVICE_FIELDS`, `SERVICE_REQUEST_BODIES`, `validateServiceRequest` in
 * @store/contracts).
 */
export interface ServiceDesk {
  /** Ticket prefix, e.g. 'ST' gives 'ST-000042'. */
  prefix: string;
  /** What the confirmation calls the request. */
  label: string;
  /** Field holding the requester's name (stored in service_requests.name). */
  nameField: string;
  /** Inbox of the team that answers this kind. */
  teamEmail: string;
}

export const SERVICE_DESKS: Readonly<Record<ServiceKind, ServiceDesk>> = {
  create: {
    prefix: 'TL',
    label: 'solicitud de reparación en taller',
    nameField: 'name',
    teamEmail: 'taller@tecnologiahn.hn',
  },
  support: {
    prefix: 'ST',
    label: 'solicitud de soporte técnico',
    nameField: 'name',
    teamEmail: 'soporte@tecnologiahn.hn',
  },
  contact: {
    prefix: 'CT',
    label: 'mensaje de contacto',
    nameField: 'name',
    teamEmail: 'servicioalcliente@tecnologiahn.hn',
  },
  horeca: {
    prefix: 'HC',
    label: 'consulta HORECA',
    nameField: 'contact_name',
    teamEmail: 'horeca@tecnologiahn.hn',
  },
};
