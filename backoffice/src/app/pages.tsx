import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StaffRole } from '@store/contracts';

/**
 * Every page of the back office, in one list: the router (routes.tsx), the navigation
 * (AppLayout.tsx) and the home page's links read it, so a page's roles are written once.
 * To add a page: backoffice/README.md, "How to add a page".
 */
export interface PageDefinition {
  path: string;
  /** Who may open it (`admin` always may; empty: any staff member). */
  roles: readonly StaffRole[];
  component: LazyExoticComponent<ComponentType>;
  /** Set for pages listed in the navigation and on the home page. */
  nav?: { label: string; description: string };
}

/**
 * Every staff member's own password; the only page a member with a one-time password may open
 * (RequireStaff sends them here until they change it).
 */
export const CHANGE_PASSWORD_PATH = '/cambiar-contrasena';

// Each page is its own chunk: a staff member downloads only the screens they open.
export const PAGES: readonly PageDefinition[] = [
  {
    path: '/pedidos',
    roles: ['pedidos'],
    component: lazy(() => import('../features/orders/OrdersPage')),
    nav: { label: 'Pedidos', description: 'Confirmar pagos, enviar, entregar y cancelar pedidos' },
  },
  {
    path: '/pedidos/:id',
    roles: ['pedidos'],
    component: lazy(() => import('../features/orders/OrderDetailPage')),
  },
  {
    path: '/pagos',
    roles: ['pedidos'],
    component: lazy(() => import('../features/payment-review/PaymentReviewPage')),
    nav: { label: 'Pagos a revisar', description: 'Cobros que no pagaron su pedido y reembolsos pendientes' },
  },
  {
    path: '/credito',
    roles: ['credito'],
    component: lazy(() => import('../features/credit/CreditQueuePage')),
    nav: { label: 'Crédito', description: 'Aprobar o rechazar solicitudes de crédito' },
  },
  {
    path: '/credito/:orderId',
    roles: ['credito'],
    component: lazy(() => import('../features/credit/CreditRequestPage')),
  },
  {
    path: '/catalogo',
    roles: ['catalogo'],
    component: lazy(() => import('../features/catalog/ProductsPage')),
    nav: { label: 'Catálogo', description: 'Precios, existencias, publicación y cupón de cada producto' },
  },
  {
    path: '/catalogo/cupones',
    roles: ['catalogo'],
    component: lazy(() => import('../features/catalog/CouponsPage')),
    nav: { label: 'Cupones', description: 'Crear, cambiar y desactivar cupones; ver sus usos' },
  },
  {
    path: '/catalogo/importar',
    roles: ['catalogo'],
    component: lazy(() => import('../features/catalog/ImportPage')),
    nav: {
      label: 'Importar CSV',
      description: 'Precios y existencias desde una hoja de cálculo, y exportarlos',
    },
  },
  {
    path: '/soporte',
    roles: ['soporte'],
    component: lazy(() => import('../features/support/TicketsPage')),
    nav: { label: 'Soporte', description: 'Tickets de taller, soporte, contacto y ventas corporativas' },
  },
  {
    path: '/soporte/tickets/:id',
    roles: ['soporte'],
    component: lazy(() => import('../features/support/TicketPage')),
  },
  {
    path: '/soporte/encuestas',
    roles: ['soporte'],
    component: lazy(() => import('../features/support/SurveyAnswersPage')),
    nav: { label: 'Encuestas', description: 'Respuestas de las encuestas, por pedido' },
  },
  {
    path: '/resenas',
    roles: ['catalogo'],
    component: lazy(() => import('../features/reviews/ReviewsPage')),
    nav: { label: 'Reseñas', description: 'Ocultar o mostrar reseñas de productos, con motivo' },
  },
  {
    path: '/auditoria',
    roles: ['admin'],
    component: lazy(() => import('../features/audit/AuditPage')),
    nav: { label: 'Auditoría', description: 'Quién cambió qué y cuándo' },
  },
  {
    path: '/correo',
    roles: ['admin'],
    component: lazy(() => import('../features/mail/MailPage')),
    nav: { label: 'Correo', description: 'Correos no entregados y cola de envío' },
  },
  {
    path: '/personal',
    roles: ['admin'],
    component: lazy(() => import('../features/staff/StaffPage')),
    nav: { label: 'Personal', description: 'Invitar, roles, desactivar y restablecer el segundo factor' },
  },
  {
    path: '/integradores',
    roles: ['admin'],
    component: lazy(() => import('../features/integrators/IntegratorsPage')),
    nav: {
      label: 'Integradores',
      description: 'Orígenes, clave secreta y desactivar el checkout incrustado',
    },
  },
  {
    path: CHANGE_PASSWORD_PATH,
    roles: [],
    component: lazy(() => import('../features/account/ChangePasswordPage')),
    nav: { label: 'Cambiar contraseña', description: 'Tu propia contraseña de acceso' },
  },
];
