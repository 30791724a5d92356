/**
 * Mi Perfil's Spanish copy. The field labels are the checkout's contact step's, so a customer
 * reads the same words for the same data; the success toast is the spec's (section 8).
 */
export const PROFILE_TEXT = {
  title: 'Mi Perfil',
  contactHeading: 'Datos de contacto',
  identity: 'Identidad',
  firstname: 'Nombre',
  lastname: 'Apellido',
  email: 'Correo electrónico',
  telephone: 'Teléfono',
  fax: 'Segundo teléfono',
  save: 'Guardar cambios',
  saving: 'Guardando...',
  saved: 'Datos de contacto guardados',
  loading: 'Cargando tus datos...',
  passwordHeading: 'Cambiar contraseña',
  passwordIntro:
    'Escribe tu contraseña actual y la nueva dos veces. Al cambiarla se cierran tus sesiones abiertas en otros dispositivos.',
  currentPassword: 'Contraseña actual',
  newPassword: 'Nueva contraseña',
  newPasswordRepeat: 'Repetir nueva contraseña',
  savePassword: 'Guardar contraseña',
  /** When the API's answer carries no message of its own. */
  passwordChanged: 'Contraseña actualizada',
} as const;
